import { authPlaceholderHeader, codeSample, curlSample, isOwnSampleLanguage, type AuthSettings, type GeneratedSampleLanguage, type SampleRequest } from '../openapi/samples.ts';
import { authHeaderFor, rememberedAuthKey } from './auth-header.ts';
import { showBody } from './json-view.ts';
import { offerMock } from './playground-mock.ts';
import { forwardingServers, hasForwarder, sendDirect, sendThroughForwarder, type Answer } from './playground-send.ts';

/**
 * <quire-playground>: the right column of an API page. In every mode it wires the code tabs and
 * copy buttons; in `show` mode it also runs the form: base URL, auth, body, Send. What it needs
 * comes from the server-rendered HTML (data-config), never from a fetch of the site config.
 */
interface Config {
  mode: 'show' | 'simple' | 'hide';
  method: string;
  path: string;
  baseUrls: string[];
  auth: AuthSettings;
  contentType?: string;
  queryParameters: string[];
  pathParameters: string[];
  headerParameters: string[];
  /** The commands that serve the site with the forwarder: `npx quire dev`, `npx quire preview`. */
  forwarderCommands?: [string, string];
}

const BASE_URL_KEY = 'quire-api-base-url';
const LANGUAGE_KEY = 'quire-api-language';
const SECRET_INPUTS = ['authKey', 'authBearer', 'authUser', 'authPass'];

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return undefined; // Storage disabled: choices last for this page only.
  }
}

class QuirePlayground extends HTMLElement {
  private config!: Config;
  private form?: HTMLFormElement;

  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    this.config = JSON.parse(this.dataset.config ?? '{}') as Config;
    this.querySelectorAll<HTMLElement>('[data-tabs]').forEach((group) => this.wireTabs(group));
    this.form = this.querySelector<HTMLFormElement>('form[data-playground]') ?? undefined;
    if (this.config.mode !== 'show' || !this.form) return;
    this.wireDialog();
    this.restore();
    this.form.addEventListener('input', (event) => this.onInput(event));
    this.form.addEventListener('change', (event) => this.onInput(event));
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send();
    });
    this.form.addEventListener('click', (event) => this.onAction(event));
    this.takeOverSend();
    this.updateSamples();
    if (this.sendsBodyWithGet()) void this.describeGetBody();
    void offerMock(this.form, this.config.baseUrls, storage('local')?.getItem(BASE_URL_KEY)).then((mockUrl) => {
      if (!mockUrl) return;
      this.querySelector<HTMLButtonElement>('.pg-send')!.disabled = false;
      this.updateSamples();
    });
  }

  /**
   * "Try it" and Close open and close the playground's dialog through the buttons' `command`
   * (Invoker Commands, no script needed); a browser without them gets the same by script.
   */
  private wireDialog() {
    const dialog = this.querySelector('dialog');
    if (!dialog || 'command' in HTMLButtonElement.prototype) return;
    for (const button of document.querySelectorAll<HTMLButtonElement>(`[commandfor="${CSS.escape(dialog.id)}"]`)) {
      button.addEventListener('click', () => (button.getAttribute('command') === 'show-modal' ? dialog.showModal() : dialog.close()));
    }
  }

  private field<T extends HTMLElement = HTMLInputElement>(name: string): T | null {
    return this.form?.querySelector<T>(`[data-field="${CSS.escape(name)}"]`) ?? null;
  }

  /**
   * The HTML ships Send as a disabled plain button, so nothing is sent before this script runs. Now that
   * the submit handler is in place, Send becomes the form's submit button: a click and Enter in a field
   * both reach send(), never a navigation.
   */
  private takeOverSend() {
    const button = this.querySelector<HTMLButtonElement>('.pg-send')!;
    button.type = 'submit';
    button.disabled = this.config.baseUrls.length === 0;
  }

  private wireTabs(group: HTMLElement) {
    const tabs = [...group.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (tab: HTMLButtonElement, focus = false, remember = true) => {
      for (const other of tabs) {
        const selected = other === tab;
        other.setAttribute('aria-selected', String(selected));
        other.tabIndex = selected ? 0 : -1;
        group.querySelector<HTMLElement>(`[data-panel="${other.dataset.tab}"]`)!.hidden = !selected;
      }
      if (focus) tab.focus();
      // One language for every API page: the reader picked theirs once.
      if (group.dataset.tabs === 'samples' && remember) storage('local')?.setItem(LANGUAGE_KEY, tab.dataset.tab!);
    };
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(tab));
      // The WAI-ARIA tabs pattern, as Tabs and CodeGroup (client/tabs.ts): arrows wrap, Home and End go to the ends.
      tab.addEventListener('keydown', (event) => {
        const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 };
        const target = moves[event.key];
        if (target === undefined) return;
        event.preventDefault();
        select(tabs[target % tabs.length], true);
      });
    });
    const remembered = group.dataset.tabs === 'samples' ? storage('local')?.getItem(LANGUAGE_KEY) : null;
    const initial = tabs.find((tab) => tab.dataset.tab === remembered);
    if (initial) select(initial, false, false);
    group.querySelector<HTMLButtonElement>('[data-copy]')?.addEventListener('click', (event) => {
      const panel = group.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) code');
      void this.copy(panel?.textContent ?? '', event.currentTarget as HTMLButtonElement);
    });
  }

  private async copy(text: string, button: HTMLButtonElement) {
    const label = button.textContent;
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy';
    }
    setTimeout(() => (button.textContent = label), 1500);
  }

  private restore() {
    const select = this.field<HTMLSelectElement>('baseUrl');
    const savedBase = storage('local')?.getItem(BASE_URL_KEY);
    if (select && savedBase && this.config.baseUrls.includes(savedBase)) select.value = savedBase;
    const saved = storage('session')?.getItem(this.authKey());
    if (saved) {
      const values = JSON.parse(saved) as Record<string, string>;
      for (const name of SECRET_INPUTS) if (values[name] !== undefined && this.field(name)) this.field(name)!.value = values[name];
      const remember = this.field('remember');
      if (remember) remember.checked = true;
    }
  }

  private authKey(): string {
    return rememberedAuthKey(this.config.baseUrls);
  }

  private rememberAuth() {
    const session = storage('session');
    if (!this.field('remember')?.checked) return session?.removeItem(this.authKey());
    const values: Record<string, string> = {};
    for (const name of SECRET_INPUTS) if (this.field(name)) values[name] = this.field(name)!.value;
    session?.setItem(this.authKey(), JSON.stringify(values));
  }

  private onInput(event: Event) {
    const target = event.target as HTMLInputElement;
    const name = target.dataset.field ?? '';
    if (name === 'baseUrl') storage('local')?.setItem(BASE_URL_KEY, target.value);
    if (name === 'remember' || SECRET_INPUTS.includes(name)) this.rememberAuth();
    if (name === 'body') this.showBodyError(undefined);
    this.updateSamples();
  }

  private onAction(event: Event) {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-action]');
    if (!button) return;
    if (button.dataset.action === 'clear-auth') {
      for (const name of SECRET_INPUTS) {
        const input = this.field(name);
        if (input) input.value = input.dataset.prefix ?? '';
      }
      this.field('remember')!.checked = false;
      storage('session')?.removeItem(this.authKey());
    } else if (button.dataset.action === 'toggle-secret') {
      const show = button.getAttribute('aria-pressed') !== 'true';
      button.setAttribute('aria-pressed', String(show));
      button.textContent = show ? 'Hide' : 'Show';
      for (const name of ['authKey', 'authBearer', 'authPass']) {
        const input = this.field(name);
        if (input) input.type = show ? 'text' : 'password';
      }
    } else if (button.dataset.action === 'copy-curl') {
      void this.copy(this.querySelector('[data-unsendable-curl]')?.textContent ?? '', button);
    }
  }

  private baseUrl(): string {
    return this.field<HTMLSelectElement>('baseUrl')?.value ?? this.config.baseUrls[0] ?? '';
  }

  private bodyText(): string | undefined {
    return this.field<HTMLTextAreaElement>('body')?.value;
  }

  private sendsBodyWithGet(): boolean {
    return (this.config.method === 'GET' || this.config.method === 'HEAD') && this.bodyText() !== undefined;
  }

  /** The request as the form describes it; `secrets` false puts the placeholder in the auth header. */
  private request(secrets: boolean): SampleRequest {
    let path = this.config.path;
    for (const name of this.config.pathParameters) path = path.replace(`{${name}}`, encodeURIComponent(this.field(`path:${name}`)?.value ?? ''));
    const query = new URLSearchParams();
    for (const name of this.config.queryParameters) {
      const value = this.field(`query:${name}`)?.value;
      if (value) query.set(name, value);
    }
    const url = `${this.baseUrl().replace(/\/+$/, '')}${path}${query.size > 0 ? `?${query}` : ''}`;
    const headers: Array<[string, string]> = [];
    const auth = secrets ? this.authHeader() : authPlaceholderHeader(this.config.auth);
    if (auth) headers.push(auth);
    for (const name of this.config.headerParameters) {
      const value = this.field(`header:${name}`)?.value;
      if (value) headers.push([name, value]);
    }
    const body = this.bodyText();
    if (body !== undefined && this.config.contentType) headers.push(['Content-Type', this.config.contentType]);
    return { method: this.config.method, url, headers, body };
  }

  private authHeader(): [string, string] | undefined {
    const value = (name: string) => this.field(name)?.value;
    return authHeaderFor(this.config.auth, { key: value('authKey'), bearer: value('authBearer'), user: value('authUser'), pass: value('authPass') });
  }

  /**
   * The samples follow the inputs. cURL, JavaScript and Python are written here; the other
   * languages' generator (generated-samples.ts) is loaded only on a page that shows one of them.
   */
  private updateSamples() {
    const request = this.request(false);
    const generated: HTMLElement[] = [];
    // A sample the OpenAPI file gives (data-fixed) is shown as written.
    this.querySelectorAll<HTMLElement>('[data-tabs="samples"] [data-panel]:not([data-fixed])').forEach((panel) => {
      const language = panel.dataset.panel ?? '';
      if (isOwnSampleLanguage(language)) panel.querySelector('code')!.textContent = codeSample(language, request);
      else generated.push(panel);
    });
    if (generated.length === 0) return;
    // One module, loaded once: later inputs' promises settle after earlier ones, so the last input wins.
    void import('../openapi/generated-samples.ts').then(({ generatedSample }) => {
      for (const panel of generated) panel.querySelector('code')!.textContent = generatedSample(panel.dataset.panel as GeneratedSampleLanguage, request);
    });
  }

  private showBodyError(message: string | undefined) {
    const box = this.querySelector<HTMLElement>('[data-body-error]');
    const textarea = this.field<HTMLTextAreaElement>('body');
    if (!box || !textarea) return;
    box.hidden = !message;
    box.textContent = message ?? '';
    if (message) textarea.setAttribute('aria-invalid', 'true');
    else textarea.removeAttribute('aria-invalid');
  }

  private async describeGetBody() {
    if (await hasForwarder()) return;
    const note = this.querySelector<HTMLElement>('[data-get-body-note]');
    if (note) {
      note.textContent = `Browsers cannot send a body with ${this.config.method}, and this site is served as static files, without the forwarder that ${forwardingServers(this.config.forwarderCommands)} provide. Send shows the exact cURL command to run instead.`;
    }
  }

  private async send() {
    const body = this.bodyText();
    if (body !== undefined && /json/i.test(this.config.contentType ?? '') && body.trim() !== '') {
      try {
        JSON.parse(body);
      } catch (error) {
        this.showBodyError(`The body is not valid JSON, so nothing was sent: ${(error as Error).message}`);
        this.field<HTMLTextAreaElement>('body')!.focus();
        return;
      }
    }
    const unsendable = this.querySelector<HTMLElement>('[data-unsendable]')!;
    unsendable.hidden = true;
    const request = this.request(true);
    if (request.body !== undefined && request.body.trim() === '') request.body = undefined;
    const viaForwarder = (request.method === 'GET' || request.method === 'HEAD') && request.body !== undefined;
    if (viaForwarder && !(await hasForwarder())) {
      unsendable.querySelector('[data-unsendable-text]')!.textContent =
        `This request was not sent. Browsers cannot send a body with ${request.method} (fetch refuses it, XMLHttpRequest drops it), and this static site has no forwarder (only ${forwardingServers(this.config.forwarderCommands)} provide one). Run this cURL command in a terminal instead, with your API token in place of the placeholder:`;
      unsendable.querySelector('[data-unsendable-curl]')!.textContent = curlSample(this.request(false));
      unsendable.hidden = false;
      return;
    }
    const button = this.querySelector<HTMLButtonElement>('.pg-send')!;
    button.disabled = true;
    button.textContent = 'Sending…';
    try {
      const outcome = viaForwarder ? await sendThroughForwarder(request) : await sendDirect(request);
      this.showOutcome(outcome.ok ? outcome.answer : undefined, outcome.ok ? undefined : outcome.message);
    } finally {
      button.disabled = false;
      button.textContent = 'Send';
    }
  }

  private showOutcome(answer: Answer | undefined, failure: string | undefined) {
    const result = this.querySelector<HTMLElement>('[data-result]')!;
    result.hidden = false;
    const failureBox = result.querySelector<HTMLElement>('[data-failure]')!;
    failureBox.hidden = !failure;
    failureBox.textContent = failure ?? '';
    result.querySelector('[data-status]')!.textContent = answer ? `${answer.status} ${answer.statusText}`.trim() : 'Not sent';
    result.querySelector('[data-time]')!.textContent = answer ? `${answer.timeMs} ms` : '';
    result.querySelector('[data-via]')!.textContent = answer?.via === 'forwarder' ? 'via the local forwarder' : answer?.via === 'edge' ? "via the site's proxy" : '';
    result.dataset.statusClass = answer ? String(answer.status)[0] : 'x';
    const list = result.querySelector<HTMLElement>('[data-headers]')!;
    list.replaceChildren(
      ...(answer?.headers ?? []).flatMap(([name, value]) => {
        const dt = document.createElement('dt');
        dt.textContent = name;
        const dd = document.createElement('dd');
        dd.textContent = value;
        return [dt, dd];
      }),
    );
    result.querySelector<HTMLElement>('[data-headers-box]')!.hidden = !answer;
    // A cross-origin fetch sees only the headers the server exposes (CORS); say so rather than imply that is all.
    const partial = answer?.via === 'direct' && new URL(this.request(false).url).origin !== location.origin;
    result.querySelector('[data-headers-summary]')!.textContent = `Response headers (${answer?.headers.length ?? 0}${partial ? ', those CORS lets this page read' : ''})`;
    const bodyBox = result.querySelector<HTMLElement>('[data-body]')!;
    showBody(bodyBox, answer?.body ?? '');
    bodyBox.parentElement!.hidden = !answer;
  }
}

if (!customElements.get('quire-playground')) customElements.define('quire-playground', QuirePlayground);
