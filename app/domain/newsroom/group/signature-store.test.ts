import { describe, expect, it } from 'vitest';
import { fingerprint } from '../normalise/similarity';
import { SignatureStore } from './signature-store';

const signatures = [
  fingerprint('Amelie Lens announces 2027 world tour', 'The Belgian DJ plays 40 dates across Europe.')
    .signature,
  fingerprint('Berghain to close for building works', 'The Berlin club shuts for six weeks in January.')
    .signature,
  fingerprint('', '').signature,
  Int32Array.from([1, -1, 2, -1, -1, 3]),
  Int32Array.from({ length: 70 }, (_, i) => (i % 3 === 0 ? i : -1)),
];

describe('SignatureStore', () => {
  it('gives back every packed signature with the same numbers', () => {
    const store = new SignatureStore();
    const stored = signatures.map((signature) => ({ signature, at: store.putPacked(signature) }));
    for (const { signature, at } of stored) {
      if (at === undefined) continue;
      expect([...store.unpack(at, signature.length)]).toEqual([...signature]);
    }
    // The fingerprints have parts that had nothing (no meaning without an embedder): they pack.
    expect(stored[0]!.at).toBeDefined();
  });

  it('keeps whole what packing would not shrink', () => {
    const store = new SignatureStore();
    expect(store.putPacked(Int32Array.from({ length: 64 }, (_, i) => i))).toBeUndefined();
  });

  it('hands out a new array per unpacking, which later ones never overwrite', () => {
    const store = new SignatureStore();
    const [first, second] = signatures;
    const firstAt = store.putPacked(first!)!;
    const secondAt = store.putPacked(second!)!;
    const held = store.unpack(firstAt, first!.length);
    const again = store.unpack(firstAt, first!.length);
    expect(again).not.toBe(held);
    for (let i = 0; i < 200; i++) store.unpack(secondAt, second!.length);
    expect([...held]).toEqual([...first!]);
  });

  it('hands out a whole signature as a view that stays valid as the store grows', () => {
    const store = new SignatureStore();
    const at = store.put(signatures[0]!);
    const view = store.view(at, signatures[0]!.length);
    for (let i = 0; i < 20_000; i++) store.putPacked(signatures[1]!);
    expect([...view]).toEqual([...signatures[0]!]);
    expect(store.view(at, signatures[0]!.length)).toEqual(view);
  });
});
