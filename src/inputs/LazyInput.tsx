/**
 * A heavy input (an autocomplete, a reference picker) whose code loads on first use, not
 * with the screen (issue 16), as lazyResolver does for zod. Until then a light stand-in that
 * looks the same: a labelled MUI TextField (of the first load) showing the current selection
 * (chips, or the text of a single choice). Pointing at it starts loading; focusing or typing
 * in it swaps the real input in, which gets the focus, what was typed and a pending Enter,
 * so keyboard and screen-reader users lose nothing. Once loaded, every later one is real.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Chip, TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { FieldTitle, InputHelperText } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

export interface LazyInputLoader<P> {
  load: () => Promise<ComponentType<P>>;
  /** The real input once loaded (then rendered at once). */
  loaded: () => ComponentType<P> | undefined;
}

/** `load` must import a local module that imports the real input (never a library barrel). */
export function lazyInput<P>(load: () => Promise<ComponentType<P>>): LazyInputLoader<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (c) => (component = c),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

export interface LazyInputProps<P> {
  input: LazyInputLoader<P>;
  /** The real input's props. */
  props: P;
  /** The form field (for its label and its error). */
  source: string;
  /** An i18n key or a translated label; without it, the field's name in the resource. */
  label?: string;
  /** The names of what is selected: chips when `multiple`, else the input's text. */
  names: string[];
  multiple?: boolean;
  helperText?: string | false;
  /** Shows the drop-down arrow of an autocomplete with choices. */
  popupIcon?: boolean;
  fullWidth?: boolean;
  /** Around the input (e.g. its share of a row). */
  sx?: SxProps<Theme>;
}

/** The paddings MUI's Autocomplete gives a filled, small input (react-admin's default), so nothing moves on the swap. */
const autocompleteLook = (popupIcon?: boolean): SxProps<Theme> => ({
  flexWrap: 'wrap',
  position: 'relative',
  pt: '19px',
  pl: '8px',
  pb: '1px',
  pr: popupIcon ? '39px' : undefined,
  '& .MuiInputBase-input': { flexGrow: 1, width: 0, minWidth: 30, p: '2.5px 4px', textOverflow: 'ellipsis' },
});

interface Handoff {
  text: string | null;
  enter: boolean;
}

const setTypedText = (input: HTMLInputElement, text: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Gives the real input the focus, the text typed in the stand-in and an Enter pressed there. */
const handOver = (box: HTMLElement, handoff: Handoff, tries = 40) => {
  const input = box.querySelector<HTMLInputElement>('input:not([type=hidden]):not([aria-hidden=true])');
  if (!input) {
    if (tries > 0) setTimeout(() => handOver(box, handoff, tries - 1), 25);
    return;
  }
  input.focus();
  if (handoff.text !== null) setTypedText(input, handoff.text);
  if (handoff.enter)
    setTimeout(
      () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
      0,
    );
};

export function LazyInput<P extends object>({
  input,
  props,
  source,
  label,
  names,
  multiple,
  helperText,
  popupIcon,
  fullWidth,
  sx,
}: LazyInputProps<P>) {
  const [Real, setReal] = useState<ComponentType<P> | undefined>(input.loaded);
  const [text, setText] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const handoff = useRef<Handoff | null>(null);
  const { getFieldState, getValues, setValue } = useFormContext();
  const formState = useFormState({ name: source });
  const { error, invalid } = getFieldState(source, formState);

  const start = () => {
    if (!Real)
      input.load().then(
        (c) => setReal(() => c),
        () => undefined,
      );
  };
  useEffect(() => {
    if (!Real || !handoff.current || !box.current) return;
    handOver(box.current, handoff.current);
    handoff.current = null;
  }, [Real]);

  if (Real)
    return (
      <Box ref={box} sx={sx}>
        <Real {...props} />
      </Box>
    );

  const typed = (value: string | null, enter = false) => {
    handoff.current = { text: value, enter: enter || !!handoff.current?.enter };
    start();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not a submit of the form: the real input takes it
    typed(text, true);
  };
  const shown = multiple ? (text ?? '') : (text ?? names[0] ?? '');
  /** A chip's delete works before the real input is there (names follow the field's values). */
  const remove = (index: number) => {
    const values = (getValues(source) as unknown[] | undefined) ?? [];
    setValue(
      source,
      values.filter((_, i) => i !== index),
      { shouldDirty: true, shouldTouch: true },
    );
  };
  return (
    <Box ref={box} sx={sx} onPointerEnter={start}>
      <TextField
        className={`ra-input ra-input-${source}`}
        label={label === undefined || label ? <FieldTitle label={label} source={source} /> : undefined}
        value={shown}
        onFocus={() => typed(text)}
        onBlur={() => {
          if (!input.loaded()) handoff.current = null;
        }}
        onChange={(event) => {
          setText(event.target.value);
          typed(event.target.value);
        }}
        onKeyDown={onKeyDown}
        error={invalid}
        helperText={
          helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null
        }
        fullWidth={fullWidth}
        slotProps={{
          inputLabel: multiple && names.length > 0 ? { shrink: true } : undefined,
          input: {
            startAdornment:
              multiple && names.length > 0
                ? names.map((name, index) => (
                    <Chip
                      key={`${name}-${index}`}
                      size="small"
                      label={name}
                      tabIndex={-1}
                      onDelete={() => remove(index)}
                      sx={{ m: '3px', maxWidth: 'calc(100% - 6px)' }}
                    />
                  ))
                : undefined,
            endAdornment: popupIcon ? (
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  right: 9,
                  top: '50%',
                  transform: 'translateY(-50%)',
                  display: 'flex',
                  p: '2px',
                }}
              >
                <ArrowDropDownIcon color="action" />
              </Box>
            ) : undefined,
            sx: autocompleteLook(popupIcon),
          },
        }}
      />
    </Box>
  );
}
