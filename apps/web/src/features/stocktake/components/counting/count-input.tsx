import { useState, type KeyboardEvent } from 'react';
import InputBase from '@mui/material/InputBase';
import { parseNumberInput } from '../../../../components/form/form-number-field';

export type CountField = 'count' | 'damaged' | 'note';

/** What the Enter key asks of the list: the same field of the next (or previous) line. */
export type MoveRequest = (index: number, field: CountField, backwards: boolean) => void;

const inputSx = {
  width: '100%',
  fontSize: 14,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  px: 1,
  '&.Mui-focused': {
    borderColor: 'primary.main',
    boxShadow: (t: { palette: { primary: { main: string } } }) => `0 0 0 1px ${t.palette.primary.main}`,
  },
  '&.Mui-error': { borderColor: 'error.main' },
  '& input': { py: 0.6 },
} as const;

/**
 * One cell input of the counting list. A light InputBase rather than a TextField: forty rows of
 * three fields are drawn on every scroll. The text is kept as typed ("2," on the way to "2,5")
 * while it means the number the store holds.
 */
export function CountInput({
  index,
  field,
  value,
  numeric,
  onChange,
  onMove,
  label,
  error,
  readOnly,
}: {
  index: number;
  field: CountField;
  value: number | string | null;
  numeric: boolean;
  onChange: (value: number | string | null) => void;
  onMove: MoveRequest;
  label: string;
  error?: boolean;
  readOnly: boolean;
}) {
  const shown = value === null ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  const parsed = numeric ? (parseNumberInput(draft) ?? null) : draft;
  const text = parsed === value || (!numeric && draft === shown) ? draft : shown;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onMove(index, field, event.shiftKey);
  };

  return (
    <InputBase
      sx={inputSx}
      value={text}
      error={error}
      readOnly={readOnly}
      onChange={(event) => {
        setDraft(event.target.value);
        if (!numeric) return onChange(event.target.value);
        const next = parseNumberInput(event.target.value);
        // Text that is not a number yet leaves the stored count as it was.
        if (next === undefined) onChange(null);
        else if (typeof next === 'number' && next >= 0) onChange(next);
      }}
      onFocus={(event) => event.target.select()}
      onKeyDown={onKeyDown}
      inputProps={{
        'aria-label': label,
        'data-row': index,
        'data-field': field,
        inputMode: numeric ? 'decimal' : 'text',
        enterKeyHint: 'next',
        autoComplete: 'off',
        style: numeric ? { textAlign: 'right' } : undefined,
      }}
    />
  );
}
