import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-width: 0;
  .pick {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 18px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1.5px solid ${({ theme }) => theme.colors.controlBorder};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    cursor: pointer;
  }
  .pick:hover {
    border-color: ${({ theme }) => theme.colors.navy700};
  }
  input:focus-visible + .pick {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .name {
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;

/**
 * A file field that looks like the rest of the kit: the native input (kept for the keyboard, screen readers and
 * the page's own label) is visually hidden, its second label is a 44 px button, and the chosen file's name is said
 * beside it ("Choose File / No file chosen" was the browser's own, unstyled).
 */
export function FilePicker({
  id,
  accept,
  describedBy,
  file,
  onFile,
  choose = 'Choose a photo',
  none = 'No photo chosen',
  disabled,
  testId,
}: {
  id: string;
  accept: string;
  describedBy?: string;
  file: File | null;
  onFile(file: File | null): void;
  choose?: string;
  none?: string;
  disabled?: boolean;
  testId?: string;
}) {
  // Cleared by the form (after a post, say): the input forgets its file too, so the same file can be chosen again.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <Picker>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="visually-hidden"
        aria-describedby={[describedBy, `${id}-chosen`].filter(Boolean).join(' ')}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      <label htmlFor={id} className="pick" aria-hidden="true">
        {file ? 'Choose another' : choose}
      </label>
      <span className="name" id={`${id}-chosen`}>
        {file ? file.name : none}
      </span>
    </Picker>
  );
}
