import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderFestivalCalendar, type CalendarFestival } from './festival-ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeText', () => {
  it('escapes what RFC 5545 TEXT reserves and drops control characters', () => {
    expect(escapeText('Boom, Belgium; \\o/\r\nDay 2')).toBe('Boom\\, Belgium\\; \\\\o/\\nDay 2');
    expect(escapeText('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});

describe('foldLine', () => {
  it('keeps short lines whole', () => {
    expect(foldLine('SUMMARY:Sónar')).toBe('SUMMARY:Sónar');
  });

  it('folds at 75 octets with a leading space, never inside a UTF-8 character', () => {
    const line = `DESCRIPTION:${'Fira Montjuïc — '.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(4);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('renderFestivalCalendar', () => {
  const festival: CalendarFestival = {
    id: '0d3c1f1e-6b8e-4a57-9d39-8c8b2a6a1f10',
    slug: 'sonar-2026',
    name: 'Sónar, by Day; by Night',
    location: 'Barcelona',
    venue: 'Fira Montjuïc',
    country: 'Spain',
    dateStart: '2026-06-18',
    dateEnd: '2026-06-20',
    description: 'Three days of music, creativity and technology.\n\nBring sunscreen.',
    saleStatus: 'cancelled',
    website: 'https://sonar.example',
    ticketUrl: 'https://sonar.example/tickets',
    latitude: 41.3729,
    longitude: 2.1514,
    updatedAt: new Date('2026-03-01T10:20:30Z'),
  };
  const text = renderFestivalCalendar({ name: 'Festivals', description: 'All of them' }, [festival], {
    name: 'Dropwire',
    url: 'https://dropwire.example',
    absolute: (path) => `https://dropwire.example${path}`,
  });

  it('ends every line with CRLF and folds long ones', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('reads back through ical.js as the same all-day event', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('festival-0d3c1f1e-6b8e-4a57-9d39-8c8b2a6a1f10@dropwire.example');
    expect(event.summary).toBe('Sónar, by Day; by Night');
    expect(event.location).toBe('Fira Montjuïc, Barcelona, Spain');
    expect(event.description).toContain('Bring sunscreen.\n\nTickets: https://sonar.example/tickets');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-06-18');
    // Exclusive: the day after the last day.
    expect(event.endDate.toString()).toBe('2026-06-21');
    expect(vevent!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent!.getFirstPropertyValue('url')).toBe('https://dropwire.example/festivals/sonar-2026');
    expect(vevent!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-03-01T10:20:30Z');
    expect(vevent!.getFirstPropertyValue('geo')).toEqual([41.3729, 2.1514]);
  });
});
