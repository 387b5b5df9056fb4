/** Five stars with the floor of the rating filled, and the rating to one decimal. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.floor(rating);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="tracking-tight text-accent">
        {'★'.repeat(filled)}
        <span className="text-muted">{'★'.repeat(5 - filled)}</span>
      </span>
      <span className="text-sm font-semibold">{`${rating.toFixed(1)} out of 5`}</span>
    </span>
  );
}
