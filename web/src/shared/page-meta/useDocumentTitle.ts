import { useEffect } from 'react';
import { pageTitle } from '@fanlift/core/web';

/** Set the document title to "<title> · Fanlift" while the caller is shown (and whenever the title changes). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
