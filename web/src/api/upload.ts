import type { ApiRoute, Routes } from '@fanlift/core/routes';
import { ApiError, defaultMessage, errorOf } from './client';
import { pathOf, type ApiAnswer, type ApiArgs, type LooseArgs } from './routes';

/** Keys of the routes that take a multipart upload. */
export type UploadRoute = { [K in ApiRoute]: Routes[K] extends { upload: object } ? K : never }[ApiRoute];

/**
 * POST a multipart upload to route K with upload progress (XMLHttpRequest: fetch reports none). Sends the
 * session cookie and X-Requested-With like apiCall; resolves to the declared answer, throws ApiError otherwise
 * (code `http_<status>` when the answer said nothing).
 */
export function apiUpload<K extends UploadRoute>(
  key: K,
  args: ApiArgs<K>,
  onProgress: (percent: number) => void,
): Promise<ApiAnswer<K>> {
  const loose = args as LooseArgs;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', pathOf(key, loose));
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as ApiAnswer<K>);
      else reject(errorOf(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', defaultMessage(0)));
    xhr.send(loose.body as FormData);
  });
}
