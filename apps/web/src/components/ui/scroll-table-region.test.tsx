import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScrollTableRegion } from './scroll-table-region.tsx';

describe('the scroll frame of a wide metric table', () => {
  it('is a labelled, focusable region that scrolls sideways and contains its hidden labels', () => {
    const markup = renderToStaticMarkup(
      <ScrollTableRegion label="Kampaně">
        <table>
          <tbody>
            <tr>
              <td>
                <span className="sr-only">Frekvence v pásmu</span>
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollTableRegion>,
    );
    expect(markup).toMatch(
      /^<div class="relative"><section tabindex="0" aria-label="Kampaně" class="([^"]*)"><table>/,
    );
    const classes = /<section [^>]*class="([^"]*)"/.exec(markup)![1]!.split(' ');
    // `relative` is what keeps the absolutely positioned sr-only labels from widening the page.
    expect(classes).toEqual(expect.arrayContaining(['relative', 'overflow-x-auto', 'focus-visible:ring-2']));
    expect(markup).toContain('<span class="sr-only">Frekvence v pásmu</span>');
  });
});
