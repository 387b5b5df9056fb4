/**
 * Five stars with the floor of the rating filled (4.7 fills four), and the rating to one decimal. The stars
 * are decoration; the text says the rating.
 */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  const filled = Math.min(5, Math.max(0, Math.floor(rating)));
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="star-rating">
      <span aria-hidden="true" className={`tracking-tight text-accent ${size === 'lg' ? 'text-2xl' : ''}`}>
        {'★'.repeat(filled)}
        <span className="text-muted">{'★'.repeat(5 - filled)}</span>
      </span>
      <span className={`font-semibold ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
        {`${rating.toFixed(1)} out of 5`}
      </span>
    </span>
  );
}
