import { Loaded, SignOutButton, signInWhenSessionEnded, type PageEnvironment } from '@storefront/ui/account';
import { accountPaths } from './account-paths';
import { customerApi, type CustomerAccount } from './customer-api';

function AccountDetails({ account, environment }: { account: CustomerAccount; environment: PageEnvironment }) {
  return (
    <div className="customer-account">
      <dl className="customer-account-details">
        <dt>Email</dt>
        <dd className="customer-account-email">{account.email}</dd>
        {account.displayName ? (
          <>
            <dt>Name</dt>
            <dd>{account.displayName}</dd>
          </>
        ) : null}
      </dl>
      <SignOutButton
        signOut={async () => {
          await customerApi.signOut();
          environment.navigate(accountPaths.signIn);
        }}
      />
      <section className="customer-orders" aria-labelledby="customer-orders-heading">
        <h2 id="customer-orders-heading">Orders</h2>
        <p>You have no orders yet.</p>
      </section>
    </div>
  );
}

/** /account: who is signed in, signing out, and (once checkout exists) their orders. */
export function AccountScreen({ environment }: { environment: PageEnvironment }) {
  return (
    <Loaded load={customerApi.currentAccount} onFailure={signInWhenSessionEnded(environment, accountPaths.signIn)}>
      {(account) => <AccountDetails account={account} environment={environment} />}
    </Loaded>
  );
}
