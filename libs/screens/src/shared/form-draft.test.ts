import { describe, expect, it } from 'vitest';
import { createDraftKeeper, draftFromState, type FormDraft } from './form-draft';

const transfer: FormDraft = {
  player: 'p1',
  dialog: 'transfer',
  presetTo: 'pg',
  values: { from: 'wallet', to: 'pg', amount: '100' },
};

describe('createDraftKeeper', () => {
  it('holds the open dialog values until that dialog forgets them', () => {
    const drafts = createDraftKeeper();
    expect(drafts.current()).toBeNull();
    const forget = drafts.keep(transfer);
    expect(drafts.current()).toEqual(transfer);
    forget();
    expect(drafts.current()).toBeNull();
  });

  it('a dialog that forgets late does not drop the values of the one kept after it', () => {
    const drafts = createDraftKeeper();
    const forgetFirst = drafts.keep(transfer);
    const typedMore = { ...transfer, values: { ...transfer.values, amount: '150' } };
    drafts.keep(typedMore);
    forgetFirst();
    expect(drafts.current()).toEqual(typedMore);
  });
});

describe('draftFromState', () => {
  it('reads a draft carried in the router state', () => {
    expect(draftFromState({ from: '/user/home', draft: transfer })).toEqual(transfer);
    const withdraw = { player: 'p1', dialog: 'withdraw', values: { amount: '300' } };
    expect(draftFromState({ draft: withdraw })).toEqual(withdraw);
  });

  it.each([
    ['no state', null],
    ['no draft', { from: '/user/home' }],
    ['no player', { draft: { ...transfer, player: '' } }],
    ['a dialog that keeps no draft', { draft: { ...transfer, dialog: 'deposit' } }],
    ['values that are not text', { draft: { ...transfer, values: { amount: 100 } } }],
    ['a preset that is not text', { draft: { ...transfer, presetTo: 7 } }],
    ['a draft that is not an object', { draft: 'transfer' }],
  ])('ignores %s', (_case, state) => {
    expect(draftFromState(state)).toBeNull();
  });
});
