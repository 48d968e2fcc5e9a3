import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

/** What decides whether a popover was styled: measured in the browser on the popup and its ancestors. */
interface PopupLayout {
  /** The computed position of the popup or of the nearest ancestor that places it (absolute or fixed). */
  position: string;
  /** A background colour with some opacity, or an image, on the popup or between it and that ancestor. */
  opaque: boolean;
  inViewport: boolean;
  rect: string;
}

/**
 * Fails unless the popup is placed (position absolute or fixed on it or the element that carries it), has a
 * background, and sits in the viewport. Unstyled, a Mantine dropdown is `position: static` and transparent
 * at the end of the document.
 */
export async function expectStyledPopup(popup: Locator, name: string) {
  await expect(popup, `${name} opens`).toBeVisible();
  // Floating UI places a dropdown a frame after it shows: poll until the layout settles or the time is up.
  await expect
    .poll(() => popup.evaluate(measurePopup), {
      message: `${name}: placed, with a background, in view`,
      timeout: 3_000,
    })
    .toMatchObject({ position: expect.stringMatching(/^(absolute|fixed)$/), opaque: true, inViewport: true });
}

function measurePopup(popup: Element): PopupLayout {
  const alpha = (colour: string) => {
    if (colour === 'transparent') return 0;
    const parts = /rgba?\(([^)]+)\)/.exec(colour)?.[1]?.split(/[\s,/]+/) ?? [];
    return parts.length > 3 ? Number(parts[3]) : 1;
  };
  let node: Element | null = popup;
  let opaque = false;
  let position = getComputedStyle(popup).position;
  // A few levels up at most: a Select's listbox sits inside its dropdown, a modal's content inside its inner.
  for (let level = 0; node && node !== document.body && level < 6; level++, node = node.parentElement) {
    const style = getComputedStyle(node);
    opaque ||= alpha(style.backgroundColor) > 0 || style.backgroundImage !== 'none';
    if (style.position === 'absolute' || style.position === 'fixed') {
      position = style.position;
      break;
    }
  }
  const rect = popup.getBoundingClientRect();
  const inViewport =
    rect.top >= 0 && rect.left >= 0 && rect.right <= innerWidth + 1 && rect.top < innerHeight && rect.height > 0;
  return {
    position,
    opaque,
    inViewport,
    rect: `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)} in ${innerWidth}×${innerHeight}`,
  };
}

/**
 * Fails on a checkbox or radio the browser draws itself (a Mantine one has `appearance: none`) and on a tick
 * or dot glyph of 30 px or more (unstyled, Mantine's check icon fills its label's width: 170 px was seen).
 */
export async function expectStyledChoices(scope: Locator, name: string) {
  const found = await scope.evaluate((element) => {
    const shown = (node: Element) => {
      const rect = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const label = (input: Element) =>
      input.getAttribute('aria-label') ??
      input.closest('label')?.textContent?.trim() ??
      (input.id && document.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent?.trim()) ??
      input.outerHTML.slice(0, 80);
    const native = [...element.querySelectorAll('input[type=checkbox], input[type=radio]')]
      .filter((input) => shown(input) && getComputedStyle(input).appearance !== 'none')
      .map((input) => `native ${input.getAttribute('type')} "${label(input)}"`);
    const glyphs = [...element.querySelectorAll('[class*="Checkbox"] svg, [class*="Radio"] svg')]
      .filter(shown)
      .filter((svg) => {
        const rect = svg.getBoundingClientRect();
        return rect.width >= 30 || rect.height >= 30;
      })
      .map((svg) => {
        const rect = svg.getBoundingClientRect();
        return `glyph ${Math.round(rect.width)}×${Math.round(rect.height)} px in "${svg.closest('label, [class*="root"]')?.textContent?.trim() ?? ''}"`;
      });
    return [...native, ...glyphs];
  });
  expect(found, `${name}: checkboxes and radios are Mantine's`).toEqual([]);
}

/**
 * Opens every popup trigger in `scope` (menus, selects, date pickers: anything with aria-haspopup), checks
 * each popup's styles and the choices in it, and closes it with Escape. Triggers with the same role and
 * name are opened once (a table's row menus), and at most `limit` of them.
 */
export async function expectStyledPopupsWithin(page: Page, scope: Locator, name: string, limit = 8) {
  const triggers = scope.locator('[aria-haspopup]:not([aria-haspopup="false"]):visible:not([disabled])');
  const seen = new Set<string>();
  const count = await triggers.count();
  for (let index = 0; index < count && seen.size < limit; index++) {
    const trigger = triggers.nth(index);
    const announces = (await trigger.getAttribute('aria-expanded')) !== null;
    // Cards that each open the same kind of modal (TED's scans) count once, whatever their text.
    const key = announces
      ? await trigger.evaluate(
          (element) =>
            `${element.getAttribute('aria-haspopup')} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`,
        )
      : `modal from a ${await trigger.evaluate((element) => element.tagName)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await trigger.click();
    // A menu, select or picker says what it opened (aria-expanded, aria-controls); a card that opens a
    // modal has aria-haspopup="dialog" alone, and its popup is the dialog on top.
    let popup = page.getByRole('dialog').last();
    if (announces) {
      await expect(trigger, `${name}: ${key} expands`).toHaveAttribute('aria-expanded', 'true');
      const controls = await trigger.getAttribute('aria-controls');
      expect(controls, `${name}: ${key} names its popup (aria-controls)`).toBeTruthy();
      popup = page.locator(`[id="${controls}"]`);
    }
    await expectStyledPopup(popup, `${name}: ${key}`);
    await expectStyledChoices(popup, `${name}: ${key}`);
    await page.keyboard.press('Escape');
    await expect(popup, `${name}: ${key} closes on Escape`).toBeHidden();
  }
  return [...seen];
}

/**
 * Opens a dialog with its button, checks its styles, its choices, the popups inside it and axe on it, then
 * closes it with Escape without submitting anything.
 */
export async function expectStyledDialog(page: Page, button: string, dialogName: string | RegExp = button) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expectStyledPopup(dialog, `dialog ${dialogName}`);
  await expectStyledChoices(dialog, `dialog ${dialogName}`);
  await expectStyledPopupsWithin(page, dialog, `dialog ${dialogName}`);
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
