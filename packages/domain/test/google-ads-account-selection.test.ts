import type { GoogleAdsAccountTree } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeAccountType,
  chooseAccount,
  chooseManager,
  getInitialAccountType,
  resolveSelection,
  restoreSelection,
  startSelection,
} from '../src/google-ads-account-selection.ts';

const account = (id: string, name: string) => ({
  id,
  name,
  status: 'ENABLED',
  currency: 'CZK',
  timeZone: 'Europe/Prague',
  testAccount: false,
});
const basicOnly: GoogleAdsAccountTree = { basic: [account('1', 'A')], managers: [] };
const managersOnly: GoogleAdsAccountTree = {
  basic: [],
  managers: [{ ...account('9', 'MCC'), clients: [account('91', 'Klient'), account('92', 'Client 92')] }],
};
const both: GoogleAdsAccountTree = { basic: basicOnly.basic, managers: managersOnly.managers };

describe('Google Ads account selection (SPEC §4)', () => {
  it('starts as basic with only basic accounts, mcc with only managers, else unset', () => {
    expect(getInitialAccountType(basicOnly)).toBe('basic');
    expect(getInitialAccountType(managersOnly)).toBe('mcc');
    expect(getInitialAccountType(both)).toBe('unset');
    expect(getInitialAccountType({ basic: [], managers: [] })).toBe('unset');
  });

  it('clears the choices when the type or the manager changes', () => {
    let state = chooseAccount(chooseManager(changeAccountType(startSelection(both), 'mcc'), '9'), '91');
    expect(resolveSelection(both, state)).toMatchObject({
      accountType: 'mcc',
      managerId: '9',
      accountId: '91',
    });
    expect(chooseManager(state, '8')).toEqual({ accountType: 'mcc', managerId: '8', accountId: null });
    state = changeAccountType(state, 'basic');
    expect(state).toEqual({ accountType: 'basic', managerId: null, accountId: null });
    expect(resolveSelection(both, chooseAccount(state, '1'))).toEqual({
      accountType: 'basic',
      managerId: null,
      managerName: null,
      accountId: '1',
      accountName: 'A',
      currency: 'CZK',
      timeZone: 'Europe/Prague',
    });
  });

  it('refuses an account that is not where the selection says', () => {
    expect(resolveSelection(both, { accountType: 'basic', managerId: null, accountId: '91' })).toBeNull();
    expect(resolveSelection(both, { accountType: 'mcc', managerId: '9', accountId: '1' })).toBeNull();
    expect(resolveSelection(both, { accountType: 'unset', managerId: null, accountId: '1' })).toBeNull();
  });

  it('restores a saved configuration from the basic accounts or the manager’s clients', () => {
    const saved = resolveSelection(both, { accountType: 'mcc', managerId: '9', accountId: '92' });
    expect(restoreSelection(both, saved)).toEqual({ accountType: 'mcc', managerId: '9', accountId: '92' });
    expect(restoreSelection(basicOnly, saved)).toEqual({
      accountType: 'basic',
      managerId: null,
      accountId: null,
    });
  });
});
