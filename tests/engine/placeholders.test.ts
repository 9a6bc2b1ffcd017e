/** Placeholders in texts: parameters by position, the field's own keywords by name, formats by the text. */
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersIn } from '../../src/engine/validation/placeholders';
import { messageText } from '../../src/engine/validation/messages';

describe('filling placeholders', () => {
  const field = { type: 'integer', minimum: 10000, maximum: 300000, multipleOf: 1000, title: 'Amount', messages: { minimum: 'x' } };

  it('gives positions the parameters and names the field keywords', () => {
    expect(fillPlaceholders('{0} to {1}', [1, 20])).toBe('1 to 20');
    expect(fillPlaceholders('From {minimum} to {maximum}', [], field)).toBe('From 10000 to 300000');
    expect(fillPlaceholders('{title}: at least {0}', ['5'], field)).toBe('Amount: at least 5');
  });

  it('formats a value as the text says', () => {
    expect(fillPlaceholders('{minimum:money}-{maximum:money}, in steps of {multipleOf:money}.', [], field)).toBe('$10,000-$300,000, in steps of $1,000.');
    expect(fillPlaceholders('{0:money} and {1:money}', [2500.5, '-40'])).toBe('$2,500.50 and -$40');
    expect(fillPlaceholders('{maximum:number} dollars', [], field)).toBe('300,000 dollars');
  });

  it('leaves a placeholder naming nothing as written, so the gap shows rather than a wrong figure', () => {
    expect(fillPlaceholders('{0} and {1}', ['a'])).toBe('a and {1}');
    expect(fillPlaceholders('{maxLength} or {messages}', [], field)).toBe('{maxLength} or {messages}');
    expect(fillPlaceholders('{minimum:euro}', [], field)).toBe('{minimum:euro}');
    expect(fillPlaceholders('{title:money}', [], field)).toBe('{title:money}');
    expect(fillPlaceholders('{minimum} without a field')).toBe('{minimum} without a field');
  });

  it('lists what a text names', () => {
    expect(placeholdersIn('{0} {minimum:money} {n}')).toEqual([
      { text: '{0}', name: '0', position: 0 },
      { text: '{minimum:money}', name: 'minimum', format: 'money' },
      { text: '{n}', name: 'n' },
    ]);
  });

  it('fills catalogue texts from both, the generic blank text standing in for a missing key', () => {
    const catalogue = { loanAmountMin: 'Please enter a value greater than {minimum:money}.', blank: 'Required.' };
    expect(messageText(catalogue, 'loanAmountMin', [10000, 300000], field)).toBe('Please enter a value greater than $10,000.');
    expect(messageText(catalogue, 'loanAmountMin', [10000, 300000])).toBe('Please enter a value greater than {minimum:money}.');
    expect(messageText(catalogue, 'unknown')).toBe('Required.');
  });
});
