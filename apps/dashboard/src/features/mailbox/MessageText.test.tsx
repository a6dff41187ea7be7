import { describe, expect, it } from 'vitest';
import { safeHref, textParts } from './MessageText';

describe('textParts', () => {
  it('links http and https addresses, without the sentence’s punctuation', () => {
    expect(textParts('See https://status.paydesk.example. Thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://status.paydesk.example', href: 'https://status.paydesk.example/' },
      { text: '. Thanks' },
    ]);
  });

  it('leaves other schemes and markup as text', () => {
    const body = 'javascript:alert(1) <a href="javascript:alert(1)">x</a> data:text/html,<script>';
    expect(textParts(body)).toEqual([{ text: body }]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });
});
