/** The two kinds of account (proto AccountKind): owners have roles on the website, customers do not. */
export type AccountKind = 'owner' | 'customer';

export const accountKinds: readonly AccountKind[] = ['owner', 'customer'];
