import { memoryStorage } from '../testing/memoryStorage';
import { persistedForm } from './persistedForm';

interface Pending {
  id: string;
}

const form = persistedForm({
  storageKey: 'test.form',
  defaults: { name: '', days: '90' },
  pendingKey: 'pendingThing',
  isPending: (value: unknown): value is Pending => typeof (value as Pending | null)?.id === 'string',
});

describe('persistedForm', () => {
  it('round-trips the fields and the pending item under the given names', () => {
    const storage = memoryStorage();
    form.save(storage, { fields: { name: 'x', days: '30' }, pendingThing: { id: '7' } });
    expect(JSON.parse(storage.items.get('test.form')!)).toEqual({ fields: { name: 'x', days: '30' }, pendingThing: { id: '7' } });
    expect(form.load(storage)).toEqual({ fields: { name: 'x', days: '30' }, pendingThing: { id: '7' } });
  });

  it('removes the entry when the form is back at its defaults with nothing pending', () => {
    const storage = memoryStorage({ 'test.form': '{"fields":{"name":"old"}}' });
    form.save(storage, { fields: { name: '', days: '90' }, pendingThing: null });
    expect(storage.items.has('test.form')).toBe(false);
  });

  it('keeps only well-formed values and falls back on anything else', () => {
    const storage = memoryStorage({ 'test.form': '{"fields":{"name":42,"days":"7","extra":"x"},"pendingThing":{"id":1}}' });
    expect(form.load(storage)).toEqual({ fields: { name: '', days: '7' }, pendingThing: null });
    expect(form.load(memoryStorage({ 'test.form': 'not json' }))).toEqual({ fields: { name: '', days: '90' }, pendingThing: null });
    expect(form.load(undefined)).toEqual({ fields: { name: '', days: '90' }, pendingThing: null });
  });

  it('does not throw when storage refuses the write', () => {
    const storage = { setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(() => form.save(storage, { fields: { name: 'x', days: '90' }, pendingThing: null })).not.toThrow();
  });
});
