import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MAX_TRANSLATION_TEXT } from '@paydesk/api-client';

/** The provider's refusals of translation actions by code, in the reader's language (`TRANSLATION_ERRORS`). */
export const translationErrorMessages: Record<string, MessageDescriptor> = {
  'language-exists': msg`Language already exists`,
  'incorrect-format': msg`Incorrect format`,
  'invalid-code': msg`Enter a language code such as de or pt-BR`,
  'source-language': msg`English is the source language`,
  placeholders: msg`Keep the placeholders of the English text`,
  'too-long': msg`A translation is at most ${MAX_TRANSLATION_TEXT} characters`,
};

/** Where a key's text is shown. */
export const groupLabels: Record<string, MessageDescriptor> = {
  payPage: msg`Payment page`,
  email: msg`Customer emails`,
};
