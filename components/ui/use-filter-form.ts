"use client";
import { type FormEvent, useState } from "react";

/** Each refused field's error code. */
type Errors<Values, Code> = Partial<Record<keyof Values, Code>>;
/** The fields that hold one string (not a list of ticked choices). */
type TextName<Values> = { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values] &
  string;

interface FormState<Values, Code> {
  /** The URL's filters the form last took its values from. */
  urlKey: string;
  values: Values;
  errors: Errors<Values, Code>;
  isSubmitted: boolean;
}

const freshState = <Values, Code>(urlKey: string, values: Values): FormState<Values, Code> => ({
  urlKey,
  values,
  errors: {},
  isSubmitted: false,
});

/**
 * A list's filter form in plain React (react-hook-form with its zod resolver is some 50 kB for one small form). The
 * form shows the URL's filters and takes them again whenever `urlKey` changes: compared by content, because a new
 * page or sort gives new values with the same filters, and must keep edits. Submitting checks every field and focuses
 * the first refused one in `fieldOrder`; with `isRecheckedAfterSubmit`, each later change checks its own field again.
 */
export function useFilterForm<Values extends object, Code extends string>({
  urlValues,
  urlKey,
  emptyValues,
  errorsOf,
  fieldOrder,
  isRecheckedAfterSubmit,
  errorMessages,
  onApply,
}: {
  urlValues: Values;
  urlKey: string;
  emptyValues: () => Values;
  errorsOf: (values: Values) => Errors<Values, Code>;
  fieldOrder: readonly (keyof Values & string)[];
  isRecheckedAfterSubmit: boolean;
  /** The words for each error code, in the viewer's language. */
  errorMessages: Record<Code, string>;
  onApply: (values: Values) => void;
}) {
  const [state, setState] = useState(() => freshState<Values, Code>(urlKey, urlValues));
  const current = state.urlKey === urlKey ? state : freshState<Values, Code>(urlKey, urlValues);
  if (current !== state) setState(current);

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setState((previous) => {
      const values = { ...previous.values, [name]: value };
      const errors =
        isRecheckedAfterSubmit && previous.isSubmitted
          ? { ...previous.errors, [name]: errorsOf(values)[name] }
          : previous.errors;
      return { ...previous, values, errors };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = errorsOf(current.values);
    setState({ ...current, errors, isSubmitted: true });
    const firstRefused = fieldOrder.find((name) => errors[name]);
    if (!firstRefused) onApply(current.values);
    else {
      const field = event.currentTarget.elements.namedItem(firstRefused);
      if (field instanceof HTMLElement) field.focus();
    }
  };

  /** Empties the form at once, not when the URL comes back: an edit made meanwhile must not bring old filters back. */
  const clear = () => setState((previous) => freshState<Values, Code>(previous.urlKey, emptyValues()));

  /** A FilterTextInput's name, value, setter and error in words, for one text field. */
  const textField = <Name extends TextName<Values>>(name: Name) => {
    const code = current.errors[name];
    return {
      name,
      value: current.values[name] as string,
      onChange: (value: string) => setValue(name, value as Values[Name]),
      error: code ? errorMessages[code] : undefined,
    };
  };

  return { values: current.values, setValue, textField, submit, clear };
}
