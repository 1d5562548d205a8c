import { describe, expect, it } from 'vitest';
import { answerFromPage } from './demoAnswer';

/** Page texts as `main.innerText` gives them: headings on their own line, a blank line around paragraphs. */
const guide = [
  'Coachella Guide',
  '',
  'The desert festival that sets the season.',
  '',
  'Save',
  'Coachella',
  'Quick Facts',
  '',
  'Indio, United States, in April.',
  '',
  'Travel & Accommodation',
  '',
  'The official shuttle runs from hotels across the valley. Rideshare has its own drop-off lot.',
  '',
  'Find Flights',
  'Packing & Survival',
  '',
  'Pack light outfits and a warm layer. Nights in the desert get cold.',
].join('\n');

/** A card of the festival calendar, as it reads: its controls repeat its title. */
const calendarCard = (name: string, place: string, date: string, genres: string) => [name, '', place, '', date, '', genres, '', 'Save', name, 'View on Map'];

const calendar = [
  'Global Festival Calendar',
  '',
  'Every upcoming festival on our radar.',
  '',
  'View Full Event Calendar',
  '5 festivals',
  '',
  'Country',
  'All countries',
  'Belgium',
  'Germany',
  'Japan',
  'United States',
  'Upcoming Festivals',
  ...calendarCard('Coachella', 'Indio, United States', 'April 9th, 2027', 'Multi-Genre'),
  ...calendarCard('Rock am Ring', 'Nürburg, Germany', 'June 4th, 2027', 'Rock, Metal'),
  ...calendarCard('Lollapalooza Berlin', 'Berlin, Germany', 'July 10th, 2027', 'Alternative, Hip Hop'),
  ...calendarCard('Tomorrowland', 'Boom, Belgium', 'July 16th, 2027', 'EDM'),
  ...calendarCard('Fuji Rock Festival', 'Yuzawa, Niigata, Japan', 'July 30th, 2027', 'Rock, Alternative'),
].join('\n');

/** The map page's list: no blank lines, and other controls. */
const mapList = [
  'Interactive Festival Map',
  '',
  'Find festivals around the world, see what is nearby, pin your spot and find your crew.',
  '',
  'Festivals on the Map',
  ...[
    ['Rock am Ring', 'Nürburg, Germany', 'June 4th, 2027'],
    ['Lollapalooza Berlin', 'Berlin, Germany', 'July 10th, 2027'],
    ['Tomorrowland', 'Boom, Belgium', 'July 16th, 2027'],
  ].flatMap((card) => [...card, 'Read Guide', 'Directions']),
].join('\n');

/** A guide with a line-up-free text: headliners are mentioned, days and prices are not. */
const rockAmRing = [
  'Rock am Ring Guide',
  '',
  "Germany's giant rock weekend at the Nürburgring race track in the Eifel hills.",
  '',
  'Expect heavy headliners, campsites that party all night and weather that changes by the hour.',
  '',
  'Save',
  'Rock am Ring',
  'Quick Facts',
  'Where',
  'Nürburg, Germany',
  'When',
  'June 2027',
  'Travel & Accommodation',
  '',
  'Most festivals run shuttle buses from the nearest city or train station. Book them with your ticket, or check the official site for parking passes.',
  '',
  'Find Flights',
  '(opens in a new tab)',
].join('\n');

const home = [
  'Your Ultimate Festival Adventure',
  '',
  'Plan, pack and party: insider festival guides, a gear checklist and a calendar of the world’s best music festivals.',
  '',
  'Never Miss a Beat',
  '',
  'Every upcoming festival in one calendar, filtered by country and genre, with tickets, guides and a map for each.',
].join('\n');

const hint = 'Ask “What is on this page?” to see what it does cover.';

describe('the demo assistant', () => {
  it('sums up the page as its title and section headings for "What is on this page?"', () => {
    expect(answerFromPage(guide, 'What is on this page?')).toBe(
      'This page is “Coachella Guide”. Its sections: Quick Facts, Travel & Accommodation and Packing & Survival.',
    );
    expect(answerFromPage(calendar, "what's on this page")).toBe('This page is “Global Festival Calendar”: Every upcoming festival on our radar.');
    expect(answerFromPage(guide, 'Can you summarise this page?')).toMatch(/^This page is “Coachella Guide”/);
  });

  it('takes no button or repeated line (a card title and its button) for a section', () => {
    expect(answerFromPage(calendar, 'What is this page about?')).not.toMatch(/Tomorrowland|View Full/);
    expect(answerFromPage(guide, 'What is this page about?')).not.toMatch(/Save|Find Flights/);
  });

  it('quotes the one sentence that holds every keyword', () => {
    expect(answerFromPage(guide, 'Is there a shuttle from the hotels?')).toBe(
      'This page says, under “Travel & Accommodation”: “The official shuttle runs from hotels across the valley.”',
    );
  });

  it('matches keywords across sentences, quoting them in page order', () => {
    expect(answerFromPage(guide, 'Does it get cold, and is there rideshare?')).toBe(
      'This page says: “Rideshare has its own drop-off lot. … Nights in the desert get cold.”',
    );
    expect(answerFromPage(guide, 'What about a warm layer on cold nights?')).toBe(
      'This page says, under “Packing & Survival”: “Pack light outfits and a warm layer. Nights in the desert get cold.”',
    );
  });

  it('matches word forms', () => {
    expect(answerFromPage(guide, 'What about packing?')).toBe('This page says, under “Packing & Survival”: “Pack light outfits and a warm layer.”');
  });

  it('matches what to wear with what to bring or pack', () => {
    expect(answerFromPage(guide, 'What should I wear at night?')).toBe(
      'This page says, under “Packing & Survival”: “Pack light outfits and a warm layer. Nights in the desert get cold.”',
    );
  });

  it('says "This page doesn\'t say" when the page never mentions what the question asks about, naming it', () => {
    const headliners = 'Which headliners play Saturday, and how much is a ticket?';
    expect(answerFromPage(home, headliners)).toBe(`This page doesn't say: it never mentions “headliners” or “Saturday”. ${hint}`);
    expect(answerFromPage(calendar, headliners)).toBe(`This page doesn't say: it never mentions “headliners”, “Saturday” or “ticket”. ${hint}`);
    expect(answerFromPage(rockAmRing, headliners)).toBe(`This page doesn't say: it never mentions “Saturday”. ${hint}`);
    expect(answerFromPage(guide, 'Where can I buy a ferry ticket?')).toBe(`This page doesn't say: it never mentions “buy”, “ferry” or “ticket”. ${hint}`);
    expect(answerFromPage('No page content found.', 'Where can I park?')).toBe(`This page doesn't say: it never mentions “park”. ${hint}`);
  });

  it('does not pass off a sentence that mentions the words without giving the fact asked for (a price, a time)', () => {
    expect(answerFromPage(rockAmRing, 'How much is a ticket?')).toBe(`This page doesn't say. ${hint}`);
    expect(answerFromPage(home, 'What do tickets cost?')).toBe(`This page doesn't say. ${hint}`);
    expect(answerFromPage(guide, 'When is the shuttle?')).toBe(`This page doesn't say. ${hint}`);
    expect(answerFromPage(guide, 'How far is the drop-off lot?')).toBe(`This page doesn't say. ${hint}`);
  });

  it('gives the fact asked for when the page has it', () => {
    expect(answerFromPage(rockAmRing, 'When is Rock am Ring?')).toBe('This page says: “June 2027”');
    expect(answerFromPage('Coachella Guide\n\nThe airport is 30 minutes from the gates.', 'How far is the airport?')).toBe(
      'This page says: “The airport is 30 minutes from the gates.”',
    );
    expect(answerFromPage('Reading Guide\n\nDay tickets cost £95 at the gate.', 'How much is a day ticket?')).toBe('This page says: “Day tickets cost £95 at the gate.”');
  });

  it('lists every festival of the page that fits a list question, with the line that answers', () => {
    const inGermany = 'This page lists 2: Rock am Ring (Nürburg, Germany) and Lollapalooza Berlin (Berlin, Germany).';
    expect(answerFromPage(calendar, 'Which festivals are in Germany?')).toBe(inGermany);
    expect(answerFromPage(mapList, 'Which festivals are in Germany?')).toBe(inGermany);
    expect(answerFromPage(calendar, 'How many festivals are in Germany?')).toBe(inGermany);
    expect(answerFromPage(calendar, 'Which festivals play rock?')).toBe(
      'This page lists 2: Rock am Ring (Nürburg, Germany; June 4th, 2027; Rock, Metal) and Fuji Rock Festival (Yuzawa, Niigata, Japan; July 30th, 2027; Rock, Alternative).',
    );
    expect(answerFromPage(calendar, 'Which festivals are in Belgium?')).toBe('This page lists one: Tomorrowland (Boom, Belgium).');
  });

  it('reads a saved festival’s card too, whose button reads otherwise', () => {
    const saved = calendar.replace('Save\nLollapalooza Berlin', 'Saved\nLollapalooza Berlin');
    expect(saved).not.toBe(calendar);
    expect(answerFromPage(saved, 'Which festivals are in Germany?')).toBe(
      'This page lists 2: Rock am Ring (Nürburg, Germany) and Lollapalooza Berlin (Berlin, Germany).',
    );
  });

  it('takes a festival for what it is on a page of festivals, and answers about one from its card', () => {
    expect(answerFromPage(calendar, 'Is there a festival in Japan?')).toBe('This page lists one: Fuji Rock Festival (Yuzawa, Niigata, Japan).');
    expect(answerFromPage(mapList, 'Is there a festival in Belgium?')).toBe('This page lists one: Tomorrowland (Boom, Belgium).');
    expect(answerFromPage(calendar, 'When is Rock am Ring?')).toBe('This page lists one: Rock am Ring (June 4th, 2027).');
  });

  it('says the page does not say when no festival fits, even where a filter names the country', () => {
    expect(answerFromPage(calendar, 'Which festivals are in Spain?')).toBe(`This page doesn't say: it never mentions “Spain”. ${hint}`);
    expect(answerFromPage(home, 'Which festivals are in Germany?')).toBe(`This page doesn't say: it never mentions “Germany”. ${hint}`);
  });

  it('quotes a guide that is not a list, and sums up a question about the page’s own subject', () => {
    expect(answerFromPage(rockAmRing, 'Which festivals are in Germany?')).toBe(
      'This page says: “Germany\'s giant rock weekend at the Nürburgring race track in the Eifel hills.”',
    );
    expect(answerFromPage(rockAmRing, 'Tell me about Rock am Ring')).toMatch(/^This page is “Rock am Ring Guide”/);
  });

  it('says when there is no page to sum up', () => {
    expect(answerFromPage('No page content found.', 'What is on this page?')).toBe('This page has no text I can read.');
  });
});
