/** The cart page before the cart itself is wired in: the empty-cart state, announced politely. */
export function CartPage() {
  return (
    <section className="cart-container" aria-live="polite">
      <h1 className="cart-title">Shopping Cart</h1>
      <p className="empty-message">You have nothing in your shopping cart.</p>
      <a className="cart-continue-button" href="/shop">
        Continue Shopping
      </a>
    </section>
  );
}
