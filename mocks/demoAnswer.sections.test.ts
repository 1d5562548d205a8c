import { describe, expect, it } from 'vitest';
import { answerFromPage } from './demoAnswer';
import { coachellaGuide, gearChecklist, tomorrowlandGuide } from './demoAnswerPages';

const doesNotSay = /^This page doesn't say[.:]/;
const under = (heading: string) => new RegExp(`^This page says, under “${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”: “`);

/** Twenty questions on three pages, each with the section that must answer it, or "doesn't say". */
const pairs: [page: string, pageName: string, question: string, expected: string | RegExp][] = [
  [
    tomorrowlandGuide,
    'Tomorrowland',
    'Where can I stay near Tomorrowland?',
    'This page says, under “Where to Stay”: “Global Journey hotel packages put you in Brussels hotels, with coaches from the hotel doors to the festival and back.”',
  ],
  [
    gearChecklist,
    'gear',
    'What should I bring for rain?',
    'This page says, under “Reusable Rain Poncho”: “Throws over you and your backpack when the clouds open, then folds back into its pocket.”',
  ],
  [tomorrowlandGuide, 'Tomorrowland', 'When does DreamVille open?', 'This page says, under “Survival Tips”: “DreamVille opens on Thursday with The Gathering pre-party.”'],
  [tomorrowlandGuide, 'Tomorrowland', 'Is there a train?', under('Trains, Buses and Shuttles')],
  [tomorrowlandGuide, 'Tomorrowland', 'What is the weather like in July?', under('Weather: July')],
  [tomorrowlandGuide, 'Tomorrowland', 'How do I pay at the festival?', /^This page says, under “Survival Tips”: “Pearls, loaded on your bracelet, are the only way to pay/],
  [tomorrowlandGuide, 'Tomorrowland', 'What should I bring for rain?', 'This page says, under “What to Pack”: “Reusable Rain Poncho: July is one of the wettest months around Antwerp.'],
  [gearChecklist, 'gear', 'What keeps me warm at night?', under('Three-Season Sleeping Bag')],
  [gearChecklist, 'gear', 'How do I charge my phone?', /^This page lists one: High-Capacity Power Bank \(A 20,000 mAh bank charges a phone/],
  [coachellaGuide, 'Coachella', 'Is there a shuttle?', 'This page says, under “Trains, Buses and Shuttles”: “The official shuttle is a pass you buy on top of your wristband.”'],
  [coachellaGuide, 'Coachella', 'How far is Palm Springs International?', under('Nearest Airports')],
  [coachellaGuide, 'Coachella', 'Where can I park?', under('Driving and Parking')],
  [coachellaGuide, 'Coachella', 'When does parking open?', 'This page says, under “Driving and Parking”: “Day parking opens at 11 am and closes at 2 am, Friday to Sunday, and cars left after 2 am are towed.”'],
  [coachellaGuide, 'Coachella', 'What should I wear?', under('What to Pack')],
  [tomorrowlandGuide, 'Tomorrowland', 'How much does DreamVille cost?', doesNotSay],
  [tomorrowlandGuide, 'Tomorrowland', 'Is there a ferry?', doesNotSay],
  [gearChecklist, 'gear', 'How much does the tent cost?', doesNotSay],
  [gearChecklist, 'gear', 'Do you sell tickets?', doesNotSay],
  [coachellaGuide, 'Coachella', 'Can I bring my dog?', doesNotSay],
  [coachellaGuide, 'Coachella', 'How much is a ticket?', doesNotSay],
];

/** The passages an answer quotes: each sentence of a quote, or each card it lists. */
function quotedPassages(answer: string): string[] {
  const quote = /^This page says(?:, under “[^”]*”)?: “(.*)”$/s.exec(answer)?.[1];
  if (quote) return quote.split(/\s*…\s*|(?<=[.!?])\s+/).filter(Boolean);
  const listed = /^This page lists [^:]+: (.*)\.$/s.exec(answer)?.[1];
  return listed ? listed.split(/\s\(|\)(?:, | and )?/).filter((part) => part && !part.includes(';')) : [];
}

describe('the demo assistant reads the page by its sections', () => {
  it.each(pairs.map(([page, pageName, question, expected]) => ({ page, pageName, question, expected })))(
    'on the $pageName page, "$question"',
    ({ page, question, expected }) => {
      const answer = answerFromPage(page, question);
      if (typeof expected === 'string') expect(answer.startsWith(expected.replace(/”$/, ''))).toBe(true);
      else expect(answer).toMatch(expected);
      // Honest: every passage it quotes is on the page as written.
      for (const passage of quotedPassages(answer)) expect(page).toContain(passage);
    },
  );

  it('holds five questions the pages do not answer, and answers the other fifteen from the section that fits', () => {
    expect(pairs).toHaveLength(20);
    expect(pairs.filter(([, , , expected]) => expected === doesNotSay).length).toBeGreaterThanOrEqual(5);
  });
});
