import { useId } from 'react';
import styled, { css } from 'styled-components';
import { CUSTOM_LIKES_MAX, CUSTOM_LIKES_MIN, LIKE_PACKS } from '@fanlift/core/web';
import { Icon } from '../../../ui/Icon';
import { formatLikes, formatMoney } from '../../../ui/format';
import { Fieldset, Legend } from '../../../ui/fieldset';
import { coveredInput, LabelledRow } from '../../../ui/choice';

/** What the picker holds: a pack, or the text typed into the custom field. */
export type AmountValue = { kind: 'pack'; likes: number } | { kind: 'custom'; text: string };

export interface ParsedAmount {
  likes: number | null;
  error: string | null;
}

/** Validate an amount of likes: a whole number from 1 to 1,000 (DESIGN §5). */
export function parseAmount(
  value: AmountValue,
  min = CUSTOM_LIKES_MIN,
  max = CUSTOM_LIKES_MAX,
): ParsedAmount {
  if (value.kind === 'pack') return { likes: value.likes, error: null };
  const text = value.text.trim().replace(/[,\s]/g, '');
  if (!text) return { likes: null, error: `Enter how many likes, from ${min} to ${max.toLocaleString()}.` };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { likes: null, error: 'Enter a number, like 20.' };
  const n = Number(text);
  if (!Number.isInteger(n)) return { likes: null, error: 'Likes come in whole numbers — no fractions.' };
  if (n < min) return { likes: null, error: `The minimum is ${formatLikes(min)}.` };
  if (n > max) return { likes: null, error: `The maximum is ${max.toLocaleString()} likes at a time.` };
  return { likes: n, error: null };
}

/**
 * Packs of likes (5, 10, 25, 50, 100) as native radio buttons styled as tiles, plus a custom amount.
 * Arrow keys move between packs; the custom field validates as you type (shown once touched).
 */
export function AmountPicker({
  value,
  onChange,
  legend = 'How many likes?',
  unitPriceCents,
  currency = 'usd',
  packs = LIKE_PACKS,
  showError,
  testIdPrefix = 'amount',
  max = CUSTOM_LIKES_MAX,
}: {
  value: AmountValue;
  onChange: (v: AmountValue) => void;
  legend?: string;
  /** When given, each pack shows its price. */
  unitPriceCents?: number | null;
  currency?: string;
  packs?: readonly number[];
  /** Show the validation message (after the first submit or once the custom field was edited). */
  showError: boolean;
  testIdPrefix?: string;
  max?: number;
}) {
  const name = useId();
  const customId = useId();
  const errorId = useId();
  const parsed = parseAmount(value, CUSTOM_LIKES_MIN, max);
  const isCustom = value.kind === 'custom';
  const invalid = showError && !!parsed.error;
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <TilesBox>
        <Tiles>
          {packs.map((likes) => {
            const checked = value.kind === 'pack' && value.likes === likes;
            return (
              <Tile key={likes} $checked={checked} data-testid={`${testIdPrefix}-pack-${likes}`}>
                <input
                  type="radio"
                  name={name}
                  value={likes}
                  checked={checked}
                  onChange={() => onChange({ kind: 'pack', likes })}
                />
                <TileLikes>{likes}</TileLikes>
                <TileUnit>{likes === 1 ? 'like' : 'likes'}</TileUnit>
                {unitPriceCents ? (
                  <TilePrice>{formatMoney(likes * unitPriceCents, currency)}</TilePrice>
                ) : null}
              </Tile>
            );
          })}
          <Tile $checked={isCustom} data-testid={`${testIdPrefix}-pack-custom`}>
            <input
              type="radio"
              name={name}
              value="custom"
              checked={isCustom}
              onChange={() => onChange({ kind: 'custom', text: isCustom ? value.text : '' })}
            />
            <TileLikes aria-hidden="true">
              <Icon name="edit" size={20} />
            </TileLikes>
            <TileUnit>Custom</TileUnit>
            {unitPriceCents ? <TilePrice>1 – {max.toLocaleString()}</TilePrice> : null}
          </Tile>
        </Tiles>
      </TilesBox>
      {isCustom && (
        <CustomRow>
          <label htmlFor={customId}>Custom amount (1 – {max.toLocaleString()} likes)</label>
          <CustomInput
            id={customId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 20"
            value={value.text}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => onChange({ kind: 'custom', text: e.target.value })}
            data-testid={`${testIdPrefix}-custom`}
            autoFocus
          />
        </CustomRow>
      )}
      {invalid && (
        <FieldError id={errorId} role="alert" data-testid={`${testIdPrefix}-error`}>
          {parsed.error}
        </FieldError>
      )}
    </Fieldset>
  );
}

const TilesBox = styled.div`
  container-type: inline-size;
`;

const Tiles = styled.div`
  display: grid;
  /* Six tiles in a row when there is room, otherwise three (narrow cards and phones). */
  grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  @supports (container-type: inline-size) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    @container (min-width: 560px) {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  }
`;

const Tile = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 84px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  text-align: center;
  transition:
    border-color 0.15s,
    background 0.15s,
    box-shadow 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.colors.accent};
      background: ${theme.colors.accentSoft};
      box-shadow: 0 0 0 1px ${theme.colors.accent} inset;
      &:hover {
        border-color: ${theme.colors.accent};
      }
    `}
  ${coveredInput}
`;

const TileLikes = styled.span`
  font-size: 22px;
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.navy900};
`;

const TileUnit = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TilePrice = styled.span`
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentText};
`;

const CustomRow = styled(LabelledRow)`
  margin-top: ${({ theme }) => theme.space(4)};
  label {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const TextInput = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.controlBorder};
  background: #fff;
  font: inherit;
  font-size: 16px;
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px rgba(59, 130, 246, 0.25);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const CustomInput = styled(TextInput)`
  max-width: 220px;
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
  font-weight: 500;
`;
