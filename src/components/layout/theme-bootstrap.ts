/**
 * The script every page runs in <head> before first paint, so it never flashes the wrong theme or
 * version, and a banner the reader dismissed stays hidden (Banner.astro). Inline in every page,
 * so written compactly, and made of only the parts the site uses: the theme always; the dismissed
 * banner on a site with a dismissible banner; the chosen version on a site with versions. It reads
 * its values from its own data attributes (Head.astro), never from code built out of config.
 */
export function themeBootstrapScript(uses: { banner: boolean; versions: boolean }): string {
  const banner = uses.banner ? "if(get(d.bannerKey))r.dataset.bannerDismissed='';" : '';
  const versions = uses.versions ? "const v=JSON.parse(d.versions),c=get('quire-version');r.dataset.version=v.includes(c)?c:v[0];" : '';
  return (
    '(()=>{const d=document.currentScript.dataset,r=document.documentElement,get=(k)=>{try{return localStorage.getItem(k)}catch{return null}};' +
    "let t=d.forcedTheme||get('quire-theme');if(t!=='light'&&t!=='dark')t=d.defaultTheme||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');r.dataset.theme=t;" +
    banner +
    versions +
    '})();'
  );
}
