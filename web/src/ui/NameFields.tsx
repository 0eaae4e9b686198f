import { Field, FieldRow, Input } from './forms';

const PARTS = [
  { key: 'first', label: 'First name', autoComplete: 'given-name' },
  { key: 'last', label: 'Last name', autoComplete: 'family-name' },
] as const;

type Part = (typeof PARTS)[number]['key'];

/**
 * First and last name side by side (one row, two labelled inputs of at most 80 characters), each with its error
 * tied to the input (aria-invalid, aria-describedby `<id>-error`). Every form that asks a person's name uses it.
 */
export function NameFields({
  ids,
  values,
  onChange,
  errors = {},
  required,
}: {
  ids: Record<Part, string>;
  values: Record<Part, string>;
  onChange: (part: Part, value: string) => void;
  errors?: Partial<Record<Part, string | null | undefined>>;
  required?: boolean;
}) {
  return (
    <FieldRow>
      {PARTS.map(({ key, label, autoComplete }) => {
        const error = errors[key];
        return (
          <Field key={key} id={ids[key]} label={label} error={error}>
            <Input
              id={ids[key]}
              value={values[key]}
              onChange={(e) => onChange(key, e.target.value)}
              autoComplete={autoComplete}
              maxLength={80}
              aria-invalid={!!error}
              aria-describedby={error ? `${ids[key]}-error` : undefined}
              required={required}
            />
          </Field>
        );
      })}
    </FieldRow>
  );
}
