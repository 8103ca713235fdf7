import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { FieldMessages } from './generation-requests.ts';

/**
 * The generation forms' rules (checkTextForm, checkDocumentForm: the server's schema plus the
 * wizard's own messages) as a react-hook-form resolver, one message per field.
 */
function messagesResolver<T extends FieldValues>(check: (values: T) => FieldMessages): Resolver<T> {
  return (values) => {
    const broken = Object.entries(check(values)).flatMap(([field, message]) =>
      message ? [[field, { type: 'validate', message }] as const] : [],
    );
    return broken.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: Object.fromEntries(broken) as FieldErrors<T> };
  };
}

/** The message of each field in error, as the generation fields show them. */
function messagesOf(errors: FieldErrors): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') {
      messages[field] = error.message;
    }
  }
  return messages;
}

/**
 * A text or document generation form held by react-hook-form: the values for the (controlled)
 * generation fields, a patch for their changes, the messages at the fields, and `validate` for
 * Next, which answers the messages (none when the form may go on).
 */
export function useGenerationForm<T extends FieldValues>(defaults: () => T, check: (values: T) => FieldMessages) {
  const form = useForm<T>({ defaultValues: defaults() as DefaultValues<T>, resolver: messagesResolver(check) });
  const value = useWatch({ control: form.control }) as T;
  return {
    value,
    errors: messagesOf(form.formState.errors),
    patch: (changes: Partial<T>) => {
      form.setValues(changes);
    },
    validate: () =>
      new Promise<FieldMessages>((resolve) => {
        void form.handleSubmit(
          () => {
            resolve({});
          },
          (errors) => {
            resolve(messagesOf(errors));
          },
        )();
      }),
    clearErrors: () => {
      form.clearErrors();
    },
  };
}
