import type { ReactNode } from 'react';
import { Field, Input } from './forms';

/** A labelled search box (type=search, no autocomplete) with an optional hint. */
export function SearchField({
  id,
  label,
  hint,
  value,
  onChange,
  placeholder,
  testId,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        data-testid={testId}
      />
    </Field>
  );
}
