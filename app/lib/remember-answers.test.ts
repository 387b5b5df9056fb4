import { describe, expect, it } from 'vitest';
import { rememberAnswers } from './remember-answers';

describe('rememberAnswers', () => {
  it('asks once per key, and forgets the oldest key beyond its bound', () => {
    const asked: string[] = [];
    const length = rememberAnswers((key) => {
      asked.push(key);
      return key.length;
    }, 2);
    expect([length('a'), length('bb'), length('a')]).toEqual([1, 2, 1]);
    expect(asked).toEqual(['a', 'bb']);
    length('ccc');
    length('a');
    expect(asked).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('remembers a falsy answer too', () => {
    let calls = 0;
    const never = rememberAnswers(() => (calls++, false), 10);
    never('x');
    never('x');
    expect(calls).toBe(1);
  });
});
