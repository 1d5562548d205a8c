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

const calendar = [
  'Global Festival Calendar',
  '',
  'Every upcoming festival on our radar.',
  '',
  'View Full Event Calendar',
  'Country',
  '27 festivals',
  'Upcoming Festivals',
  'Tomorrowland',
  '',
  'Boom, Belgium',
  '',
  'Save',
  'Tomorrowland',
  'View on Map',
].join('\n');

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
    expect(answerFromPage(guide, 'Is there a shuttle from the hotels?')).toBe('This page says: “The official shuttle runs from hotels across the valley.”');
  });

  it('matches keywords across sentences, quoting them in page order', () => {
    expect(answerFromPage(guide, 'Does it get cold, and is there rideshare?')).toBe(
      'This page says: “Rideshare has its own drop-off lot. … Nights in the desert get cold.”',
    );
    expect(answerFromPage(guide, 'What about a warm layer on cold nights?')).toBe(
      'This page says: “Pack light outfits and a warm layer. Nights in the desert get cold.”',
    );
  });

  it('matches word forms', () => {
    expect(answerFromPage(guide, 'What about packing?')).toBe('This page says: “Pack light outfits and a warm layer.”');
  });

  it('says honestly when the page does not cover the question', () => {
    const notCovered = 'This page does not cover that. Ask “What is on this page?” to see what it does cover.';
    expect(answerFromPage(guide, 'Where can I buy a ferry ticket?')).toBe(notCovered);
    expect(answerFromPage('No page content found.', 'Where can I park?')).toBe(notCovered);
  });

  it('does not pass off a match on the page topic alone as an answer', () => {
    expect(answerFromPage(calendar, 'Is there a festival in Japan?')).toBe('This page does not mention “Japan”. Ask “What is on this page?” to see what it does cover.');
    expect(answerFromPage(calendar, 'Which festivals are in Belgium?')).toBe('This page says: “Boom, Belgium”');
  });

  it('says when there is no page to sum up', () => {
    expect(answerFromPage('No page content found.', 'What is on this page?')).toBe('This page has no text I can read.');
  });
});
