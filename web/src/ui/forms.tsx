import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.navy900};
`;

const Hint = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FieldError = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A text control's box: full width, 44px tall at least, the control border. */
export const controlBox = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 15px;
`;

const control = css`
  ${controlBox}
  transition: border-color 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.navy600};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Textarea = styled.textarea`
  ${control}
  min-height: 112px;
  resize: vertical;
  font-family: inherit;
  line-height: 1.45;
`;

export const Select = styled.select`
  ${control}
  appearance: auto;
`;

/** The `<option>`s of a select: one per value, shown as `label(value)` (the value itself by default). */
export function Options<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label?: (value: T) => ReactNode;
}) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {label ? label(v) : v}
        </option>
      ))}
    </>
  );
}

/** A labelled control: label above, optional hint and error below (tied with aria-describedby). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}

const CheckRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-size: 15px;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

export function Checkbox({
  id,
  checked,
  onChange,
  children,
  testId,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <CheckRow htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span>{children}</span>
    </CheckRow>
  );
}

/** An alert box for a failed submit, announced to screen readers. */
export const FormAlert = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 12px 14px;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 15px;
`;

export const FormActions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  margin-top: ${({ theme }) => theme.space(2)};
  & > :only-child {
    margin-left: auto;
  }
  /* A long label wraps inside the row on a narrow phone instead of pushing its button past the screen's edge
     ("None of these — create a new profile" was 2 px wider than a 390 px screen). */
  & > * {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

/** Horizontal step indicator for the stepped flows. */
export function Stepper({ steps, current }: { steps: { key: string; label: string }[]; current: string }) {
  const idx = Math.max(
    0,
    steps.findIndex((s) => s.key === current),
  );
  return (
    <StepList aria-label={`Step ${idx + 1} of ${steps.length}`} data-testid="stepper">
      {steps.map((s, i) => (
        <StepItem key={s.key} $state={i < idx ? 'done' : i === idx ? 'current' : 'todo'}>
          <span className="dot" aria-hidden="true">
            {i < idx ? '✓' : i + 1}
          </span>
          <span className="label" aria-current={i === idx ? 'step' : undefined}>
            {s.label}
          </span>
        </StepItem>
      ))}
    </StepList>
  );
}

const StepList = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const StepItem = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.navy900)};
  &:not(:last-child)::after {
    content: '';
    width: 20px;
    height: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  .dot {
    width: 26px;
    height: 26px;
    border-radius: 50%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: 13px;
    background: ${({ theme, $state }) =>
      $state === 'todo'
        ? theme.colors.border
        : $state === 'done'
          ? theme.colors.success
          : theme.colors.accent};
    color: ${({ $state, theme }) =>
      $state === 'todo' ? 'inherit' : $state === 'done' ? '#fff' : theme.colors.onAccent};
  }
  ${({ theme }) => theme.media.mobile} {
    .label {
      display: ${({ $state }) => ($state === 'current' ? 'inline' : 'none')};
    }
  }
`;
