import { describe, expect, it } from 'vitest';
import { keepableValues } from '@/lib/formDrafts';

describe('form drafts', () => {
  it('never keep a secret: passwords, secrets, tokens or provider credentials', () => {
    expect(
      keepableValues({
        name: 'Revolut cards',
        password: 'Pw1!',
        clientSecret: 's',
        apiToken: 't',
        credentials: 'sk_live_4c1d7e0b93a25f68',
        clearCredentials: true,
        supportedCurrencies: ['EUR'],
        symbol: '',
      }),
    ).toEqual({ name: 'Revolut cards', supportedCurrencies: ['EUR'] });
  });
});
