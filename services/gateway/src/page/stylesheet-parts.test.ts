import { SCRIPTED_PART_MARKER, splitStylesheet } from './stylesheet-parts';
import { Theme } from './theme';

describe('the stylesheet in two parts', () => {
  const theme = new Theme();
  const scripted = theme.assets.get('site-scripted.css')!;

  it('carries the custom properties in the first part, so the first screen paints in the theme', () => {
    expect(theme.firstScreenCss).toMatch(/^:root \{$/m);
    expect(theme.firstScreenCss).toContain('--accent:');
    expect(theme.firstScreenCss).toContain('.ProductItem-gallery-slide img');
    expect(theme.firstScreenCss).not.toContain(SCRIPTED_PART_MARKER);
  });

  it('serves the scripted part at a content-hashed URL, without a custom property that would outrank the owner', () => {
    expect(theme.scriptedCssUrl).toMatch(/^\/theme\/site-scripted\.[0-9a-f]{12}\.css$/);
    expect(theme.scriptedCssUrl).toBe(scripted.url);
    const css = scripted.body.toString('utf8');
    expect(css).toContain('.cart-added-popover');
    // linked after the owner's <style id="theme-properties">, it would win over it
    expect(css).not.toMatch(/--[\w-]+\s*:/);
  });

  it('keeps a stylesheet without the marker whole in the head', () => {
    expect(splitStylesheet('a { color: red; }')).toEqual({ firstScreen: 'a { color: red; }', scripted: '' });
  });

  it('refuses a first part that would close its <style> element', () => {
    expect(() => splitStylesheet('a::after { content: "</style><script>"; }')).toThrow(/<\/style/);
  });
});
