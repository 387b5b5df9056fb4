import type { ReactNode } from 'react';
import { formatDayDate } from '~/domain/festivals/festival-dates';
import type { FestivalDetail, LineupAct } from '~/domain/festivals/festival-detail.server';
import { formatPrice } from '~/lib/format';
import { festivalTabLabel, type FestivalTab } from '~/domain/festivals/festival-tabs';
import { FestivalTicketsButton } from './festival-tickets-button';

const boxClass = 'rounded-2xl border border-border bg-surface p-5';

function Nothing({ children }: { children: ReactNode }) {
  return <p className="mt-4 text-muted">{children}</p>;
}

function Overview({ festival }: { festival: FestivalDetail }) {
  return (
    <>
      <p className="mt-4 text-lg leading-relaxed">{festival.description}</p>
      <h3 className="mt-8 text-xl font-bold">Stages</h3>
      {festival.stages.length === 0 ? (
        <Nothing>The stages have not been announced yet.</Nothing>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {festival.stages.map((stage) => (
            <li key={stage.name} className={boxClass}>
              <p className="font-bold">{stage.name}</p>
              {stage.description ? <p className="mt-1 text-sm text-muted">{stage.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const tiers: { tier: LineupAct['tier']; title: string }[] = [
  { tier: 'headliner', title: 'Headliners' },
  { tier: 'support', title: 'Supporting Acts' },
  { tier: 'undercard', title: 'More Artists' },
];

function Lineup({ festival }: { festival: FestivalDetail }) {
  if (festival.lineup.length === 0) return <Nothing>The lineup has not been announced yet.</Nothing>;
  return (
    <>
      {tiers.map(({ tier, title }) => {
        const acts = festival.lineup.filter((act) => act.tier === tier);
        if (acts.length === 0) return null;
        return (
          <section key={tier} aria-labelledby={`lineup-${tier}`} className="mt-6">
            <h3 id={`lineup-${tier}`} className="text-xl font-bold">
              {title}
            </h3>
            <ul
              className={`mt-3 flex flex-wrap gap-2 ${tier === 'headliner' ? 'text-xl font-extrabold' : tier === 'support' ? 'font-semibold' : 'text-sm'}`}
            >
              {acts.map((act) => (
                <li key={act.artistName} className="rounded-full border border-border bg-surface px-4 py-1.5">
                  {act.artistName}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function Schedule({ festival }: { festival: FestivalDetail }) {
  if (festival.schedule.length === 0) return <Nothing>The schedule has not been published yet.</Nothing>;
  return (
    <ol className="mt-4 space-y-4">
      {festival.schedule.map((day) => (
        <li key={`${day.date}-${day.day}`} className={boxClass}>
          <h3 className="text-lg font-bold">{day.day}</h3>
          <p className="text-sm text-muted">
            <time dateTime={day.date}>{formatDayDate(day.date)}</time>
          </p>
          {day.highlights.length > 0 ? (
            <p className="mt-2">
              <span className="font-semibold">Highlights: </span>
              {day.highlights.join(', ')}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Tickets({ festival, past }: { festival: FestivalDetail; past: boolean }) {
  if (festival.ticketTypes.length === 0) return <Nothing>Ticket types have not been announced yet.</Nothing>;
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {festival.ticketTypes.map((ticket) => (
        <li key={ticket.name} className={`${boxClass} flex flex-col`}>
          <h3 className="text-lg font-bold">{ticket.name}</h3>
          <p className="mt-1 text-2xl font-extrabold text-accent">
            {formatPrice(ticket.priceCents, ticket.currency)}
          </p>
          {ticket.description ? <p className="mt-2 text-sm text-muted">{ticket.description}</p> : null}
          <div className="mt-auto pt-4">
            <FestivalTicketsButton
              festival={{ ...festival, past }}
              label="Select This Ticket"
              context={`: ${ticket.name}, ${festival.name}`}
              className="w-full"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Faq({ festival }: { festival: FestivalDetail }) {
  if (festival.faq.length === 0) return <Nothing>No questions have been answered here yet.</Nothing>;
  return (
    <div className="mt-4 space-y-3">
      {festival.faq.map((entry, index) => (
        <details key={entry.question} className={`${boxClass} group`} open={index === 0}>
          <summary className="cursor-pointer font-semibold marker:text-accent">{entry.question}</summary>
          <p className="mt-3 text-muted">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The content of the festival page's current tab, under a heading that names it. */
export function FestivalTabPanel({
  festival,
  tab,
  past,
}: {
  festival: FestivalDetail;
  tab: FestivalTab;
  past: boolean;
}) {
  return (
    <section aria-labelledby="festival-tab-title" className="min-w-0">
      <h2 id="festival-tab-title" className="text-2xl font-bold">
        {tab === 'overview' ? `About ${festival.name}` : festivalTabLabel(tab)}
      </h2>
      {tab === 'overview' ? <Overview festival={festival} /> : null}
      {tab === 'lineup' ? <Lineup festival={festival} /> : null}
      {tab === 'schedule' ? <Schedule festival={festival} /> : null}
      {tab === 'tickets' ? <Tickets festival={festival} past={past} /> : null}
      {tab === 'faq' ? <Faq festival={festival} /> : null}
    </section>
  );
}
