// pnpm bench:editor — how long a keystroke in a text element takes to reach the preview, for a result
// view of 300 elements against one of 10, measured in one run in Chromium on the production build.
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo-accounts';
import { LoginPage } from '../support/login-page';

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60);
const SIZES = [10, 300];

/** A view in Globex Cosmetics with `count` text elements over three sections, made through the API. */
async function viewWith(page: Page, count: number): Promise<string> {
  return page.evaluate(async (count) => {
    const session = JSON.parse(localStorage.getItem('sf-session') ?? '{}').state;
    const projects = await fetch('/api/auth-service/projects?search=Globex%20Cosmetics', {
      headers: { authorization: `Bearer ${session.tokens.access_token}` },
    }).then((response) => response.json());
    const projectId = projects.data[0].id;
    const headers = {
      authorization: `Bearer ${session.tokens.access_token}`,
      project_id: projectId,
      'content-type': 'application/json',
    };
    const view = await fetch('/api/content/views', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench ${count}`, description: 'Editor benchmark' }),
    }).then((response) => response.json());
    const perSection = Math.ceil(count / 3);
    const sections = [0, 1, 2].map((s) => ({
      ...view.content.sections[0],
      id: `section-${s}`,
      data: {
        ...view.content.sections[0].data,
        content: Array.from({ length: Math.min(perSection, count - s * perSection) }, (_, i) => ({
          id: `text-${s}-${i}`,
          type: 'text',
          data: { style: 'paragraph', text: `Element ${s * perSection + i + 1} of the benchmark page.` },
        })),
      },
    }));
    const { id, project_id, created_at: _created, updated_at: _updated, ...body } = view;
    await fetch(`/api/content/views/${id}`, {
      method: 'PUT',
      headers: { ...headers, 'if-match': `"${view.version}"` },
      body: JSON.stringify({ ...body, content: { ...view.content, sections } }),
    });
    return `/projects/${project_id}/result-views/${id}`;
  }, count);
}

/** ms from each keydown in the text field to the frame after the preview shows the new character. */
async function keystrokeLatencies(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const field = document.activeElement as HTMLTextAreaElement;
    const preview = document.querySelector('[data-testid="view-preview"] [data-preview-shadow-host]')!.shadowRoot!;
    const samples: number[] = [];
    Object.assign(window, { benchSamples: samples });
    field.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        const expected = field.value.length + 1;
        const observer = new MutationObserver(() => {
          const shown = [...preview.querySelectorAll('p')].some(
            (p) => p.textContent?.length === expected && p.textContent.startsWith('Element 1 '),
          );
          if (!shown) return;
          observer.disconnect();
          requestAnimationFrame(() => samples.push(performance.now() - start));
        });
        observer.observe(preview, { subtree: true, characterData: true, childList: true });
      },
      { capture: true },
    );
  });
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.type('x', { delay: 0 });
    await page.waitForFunction((n) => (window as unknown as { benchSamples: number[] }).benchSamples.length > n, i);
  }
  return page.evaluate(() => (window as unknown as { benchSamples: number[] }).benchSamples);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

test('a keystroke reaches the preview quickly on a big view', async ({ page }) => {
  await new LoginPage(page).logInAs(demo.superUser.email);
  const results: Record<number, { median: number; p95: number; max: number }> = {};
  for (const size of SIZES) {
    await page.goto(await viewWith(page, size));
    await page.getByRole('tab', { name: 'Display Content' }).click();
    await page.getByRole('region', { name: 'Section 1' }).getByRole('button', { name: 'Text 1', exact: true }).click();
    await page.getByRole('region', { name: 'Section 1' }).getByLabel('Text', { exact: true }).focus();
    await page.keyboard.press('End');
    const samples = await keystrokeLatencies(page);
    results[size] = { median: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples) };
    expect(samples).toHaveLength(KEYSTROKES);
  }
  const [small, big] = SIZES.map((size) => results[size]!);
  console.log(`\nkeystroke → preview, ${KEYSTROKES} keystrokes each (ms)`);
  for (const size of SIZES) {
    const r = results[size]!;
    console.log(
      `  ${String(size).padStart(3)} elements: median ${r.median.toFixed(1)}, p95 ${r.p95.toFixed(1)}, max ${r.max.toFixed(1)}`,
    );
  }
  console.log(
    `  ratio 300/10: median ${(big!.median / small!.median).toFixed(2)}×, p95 ${(big!.p95 / small!.p95).toFixed(2)}×`,
  );
});
