import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../../api/client';
import { apiUpload } from '../../../api/upload';
import { Avatar, Button } from '../../../ui';
import { PercentBar } from '../../../ui/feedback';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** POST /api/uploads/athlete-photo (multipart `photo`) with upload progress; errors in the picker's words. */
async function uploadPhoto(file: File, onProgress: (pct: number) => void) {
  const body = new FormData();
  body.append('photo', file);
  try {
    return await apiUpload('POST /api/uploads/athlete-photo', { body }, onProgress);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // The server's message when it gave one; else what the status means here.
    const said = !err.code.startsWith('http_') || err.status === 0;
    const message = said
      ? err.message
      : err.status === 413
        ? 'The photo is larger than 5 MB.'
        : err.status === 415
          ? 'The photo must be a PNG, JPEG or WebP image.'
          : 'The upload failed. Please try again.';
    throw new Error(message, { cause: err });
  }
}

/** Photo picker with preview, client-side type/size checks, progress bar and server errors. */
export function PhotoUpload({
  currentUrl,
  name,
  onUploaded,
}: {
  currentUrl: string | null;
  name: string;
  onUploaded: (photoUrl: string) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onFile = async (file: File | undefined) => {
    setError(null);
    setDone(false);
    if (!file) return;
    if (!TYPES.includes(file.type)) {
      setError('Choose a PNG, JPEG or WebP image.');
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setError(`That photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB.`);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const res = await uploadPhoto(file, setProgress);
      setDone(true);
      onUploaded(res.photoUrl);
    } catch (err) {
      setError((err as Error).message);
      setPreview(null);
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const shown = preview ?? currentUrl;
  const uploading = progress !== null;
  return (
    <Wrap>
      <PreviewBox data-testid="photo-preview">
        {shown ? <img src={shown} alt="Your profile photo preview" /> : <Avatar name={name} size={140} />}
      </PreviewBox>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <label htmlFor={id} style={{ fontWeight: 600, display: 'block', marginBottom: 8 }}>
          Profile photo
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={TYPES.join(',')}
          className="visually-hidden"
          onChange={(e) => void onFile(e.target.files?.[0])}
          disabled={uploading}
          data-testid="photo-input"
          aria-describedby={`${id}-hint`}
        />
        <Button
          type="button"
          $variant="secondary"
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
          aria-controls={id}
        >
          {shown ? 'Choose another photo' : 'Choose a photo'}
        </Button>
        <Hint id={`${id}-hint`}>PNG, JPEG or WebP, up to 5 MB. A clear, front-facing photo works best.</Hint>
        <div aria-live="polite" role="status">
          {uploading && (
            <Progress>
              <PercentBar percent={progress} label="Upload progress" />
              <span>Uploading… {progress}%</span>
            </Progress>
          )}
          {done && !uploading && <Ok data-testid="photo-uploaded">✓ Photo uploaded</Ok>}
        </div>
        {error && (
          <Err role="alert" data-testid="photo-error">
            {error}
          </Err>
        )}
      </div>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  gap: 24px;
  align-items: center;
  flex-wrap: wrap;
`;
const PreviewBox = styled.div`
  width: 140px;
  height: 140px;
  border-radius: 50%;
  overflow: hidden;
  flex: none;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 3px solid ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Hint = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Progress = styled.div`
  margin-top: 12px;
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 14px;
  > [role='progressbar'] {
    flex: 1;
    max-width: 260px;
  }
`;
const Ok = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
const Err = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
