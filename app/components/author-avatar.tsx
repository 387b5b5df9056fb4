/** A portrait when there is one, otherwise the author's initials; decorative beside the visible name. */
export function AuthorAvatar({
  name,
  avatarUrl,
  size = 'h-8 w-8',
}: {
  name: string;
  avatarUrl: string | null;
  size?: string;
}) {
  if (avatarUrl)
    return <img src={avatarUrl} alt="" className={`${size} rounded-full object-cover`} loading="lazy" />;
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-surface-2 text-xs font-bold text-text`}
    >
      {initials || '?'}
    </span>
  );
}
