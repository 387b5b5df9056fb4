import type { AdPackage } from '~/domain/monetization/ad-packages.server';
import { formatPrice } from '~/lib/format';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';

/**
 * The packages on offer, side by side; the popular one is highlighted. Get Started opens the inquiry form
 * with that package chosen: a link with `?package=`, so it works the same without scripts.
 */
export function AdvertisePackages({ packages }: { packages: AdPackage[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {packages.map((offer) => (
        <li
          key={offer.slug}
          className={`relative flex flex-col rounded-2xl border bg-surface p-6 ${
            offer.popular ? 'border-accent shadow-lg ring-1 ring-accent' : 'border-border'
          }`}
        >
          {offer.popular ? (
            <p className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-0.5 text-xs font-bold tracking-wide text-on-accent uppercase">
              Most Popular
            </p>
          ) : null}
          <h3 className="text-xl font-bold">{offer.name}</h3>
          <p className="mt-3">
            <span className="text-4xl font-extrabold">{formatPrice(offer.priceCents, offer.currency)}</span>
            <span className="text-muted"> per {offer.period}</span>
          </p>
          <p className="mt-3 text-sm text-muted">{offer.description}</p>
          {offer.features.length > 0 ? (
            <ul className="mt-5 flex flex-col gap-2 text-sm" aria-label={`${offer.name} includes`}>
              {offer.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
                  {feature}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-auto pt-6">
            <PageLink
              to={`/advertise?package=${offer.slug}#inquiry`}
              className={`${buttonClass(offer.popular ? 'primary' : 'secondary')} w-full`}
            >
              Get Started<span className="sr-only"> with {offer.name}</span>
            </PageLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
