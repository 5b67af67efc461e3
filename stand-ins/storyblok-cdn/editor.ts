import { createHash } from 'node:crypto';
import type { CdnStory } from './stand-in.ts';

/*
 * A stand-in of Storyblok's visual editor, served by the CDN stand-in at /_stand-in/editor (docs/adr/0029): it frames
 * a story exactly as Storyblok frames it, `<preview URL><full_slug or path>?_storyblok=<id>&...&_storyblok_tk[...]`,
 * signed with the space's preview token, and speaks the bridge's messages: it answers `initialized` with
 * `enterEditmode`, sends `input` as a text field is typed in, and `change` and `published` after a save and a
 * publish, which it makes in the stand-in's space. With a release, the frame shows that release
 * (`_storyblok_release`). A click on a block in the preview selects that block's fields.
 * For `npm start` (no Storyblok account needed) and the browser tests (e2e/specs/editor.spec.ts).
 */

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a <script>: no `</script>` or comment opener can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The query Storyblok's editor appends to the preview URL, in its order, signed as it signs it. */
function editorQuery(
  story: Pick<CdnStory, 'id' | 'content'>,
  spaceId: number,
  previewToken: string,
  now: Date,
  release = 0,
): URLSearchParams {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  return new URLSearchParams([
    ['_storyblok', String(story.id)],
    ['_storyblok_c', String((story.content as { component?: unknown }).component ?? '')],
    ['_storyblok_version', ''],
    ['_storyblok_lang', 'default'],
    ['_storyblok_release', String(release)],
    ['_storyblok_rl', String(now.getTime())],
    ['_storyblok_tk[space_id]', String(spaceId)],
    ['_storyblok_tk[timestamp]', timestamp],
    ['_storyblok_tk[token]', token],
  ]);
}

/** The URL the editor frames: the preview URL with the story's real path, else its full slug, and the signed query. */
function framedUrl(
  previewUrl: string,
  story: CdnStory,
  spaceId: number,
  previewToken: string,
  now: Date,
  release = 0,
): string {
  const path = typeof story.path === 'string' && story.path !== '' ? story.path : story.full_slug;
  const base = previewUrl.endsWith('/') ? previewUrl : `${previewUrl}/`;
  return `${base}${path.replace(/^\/+/, '')}?${editorQuery(story, spaceId, previewToken, now, release)}`;
}

/** A block's own keys, which no editor types in. */
const NOT_TEXT = ['component', '_uid', '_editable'];

/** A story's text fields, block by block: what the stand-in lets an editor type in. */
interface TextField {
  readonly path: (string | number)[];
  readonly name: string;
  readonly value: string;
}

function textFields(content: unknown): { uid: string; component: string; fields: TextField[] }[] {
  const blocks: ReturnType<typeof textFields> = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, [...path, index]));
    if (typeof node !== 'object' || node === null) return;
    const block = node as Record<string, unknown>;
    if (typeof block.component === 'string' && typeof block._uid === 'string') {
      const fields = Object.entries(block)
        .filter(([key, value]) => typeof value === 'string' && !NOT_TEXT.includes(key) && !value.startsWith('/'))
        .map(([key, value]) => ({ path: [...path, key], name: key, value: value as string }));
      if (fields.length > 0) blocks.push({ uid: block._uid, component: block.component, fields });
    }
    for (const [key, value] of Object.entries(block)) if (typeof value === 'object') visit(value, [...path, key]);
  };
  visit(content, []);
  return blocks;
}

export interface EditorPage {
  readonly stories: readonly CdnStory[];
  readonly story: CdnStory | undefined;
  readonly previewUrls: readonly string[];
  readonly previewUrl: string;
  readonly spaceId: number;
  readonly previewToken: string;
  readonly now: Date;
  /** The release previewed (0: the current content), as Storyblok's release picker sets it. */
  readonly release?: number;
}

/** The editor's page for one story (or the list alone, when none is chosen). */
export function editorPage(page: EditorPage): string {
  const { stories, story, previewUrls, previewUrl, spaceId, previewToken, now, release = 0 } = page;
  const folders = new Map<string, CdnStory[]>();
  for (const entry of stories) {
    const folder = entry.full_slug.split('/')[0] ?? '';
    folders.set(folder, [...(folders.get(folder) ?? []), entry]);
  }
  const options = [...folders]
    .map(
      ([folder, entries]) =>
        `<optgroup label="${escape(folder)}">${entries.map((entry) => `<option value="${escape(entry.full_slug)}"${entry === story ? ' selected' : ''}>${escape(entry.full_slug)}</option>`).join('')}</optgroup>`,
    )
    .join('');
  const urls = previewUrls
    .map((url) => `<option${url === previewUrl ? ' selected' : ''}>${escape(url)}</option>`)
    .join('');
  const framed = story ? framedUrl(previewUrl, story, spaceId, previewToken, now, release) : undefined;
  const fields = story
    ? textFields(story.content)
        .map(
          (block) =>
            `<fieldset data-uid="${escape(block.uid)}"><legend>${escape(block.component)}</legend>${block.fields
              .map((field, index) => {
                const id = `field-${escape(block.uid)}-${index}`;
                const input =
                  field.value.length > 60
                    ? `<textarea id="${id}" rows="3"`
                    : `<input id="${id}" value="${escape(field.value)}"`;
                const close = field.value.length > 60 ? `>${escape(field.value)}</textarea>` : '>';
                return `<label for="${id}">${escape(field.name)}</label>${input} data-path="${escape(JSON.stringify(field.path))}"${close}`;
              })
              .join('')}</fieldset>`,
        )
        .join('')
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual editor (stand-in)${story ? `: ${escape(story.full_slug)}` : ''}</title>
<style>
body{margin:0;font:15px/1.4 system-ui,sans-serif;display:grid;grid-template-rows:auto 1fr;height:100vh}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.5rem 1rem;background:#1b243f;color:#fff}
header h1{font-size:1rem;margin:0}header form{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}header label{display:flex;gap:.4rem;align-items:center;margin:0;font-size:inherit}
select,input,textarea,button{font:inherit}button{padding:.3rem .8rem;cursor:pointer}
.work{display:grid;grid-template-columns:1fr 22rem;min-height:0}iframe{border:0;width:100%;height:100%}
aside{overflow:auto;padding:1rem;border-left:1px solid #ccc;background:#f7f8fa}aside h2{font-size:1rem;margin:0 0 .5rem}
fieldset{margin:0 0 .75rem;border:1px solid #ccc;border-radius:4px}fieldset.selected{border-color:#09b3af;box-shadow:0 0 0 2px #09b3af}
label{display:block;font-size:.85rem;margin:.4rem 0 .1rem}aside input,aside textarea{width:100%;box-sizing:border-box}
.actions{display:flex;gap:.5rem;position:sticky;bottom:0;background:#f7f8fa;padding:.5rem 0}
</style></head><body>
<header><h1>Visual editor (local stand-in)</h1>
<form method="get"><label>Story <select name="story">${options}</select></label>
<label>Preview URL <select name="preview">${urls}</select></label>
<label>Release <input name="release" type="number" min="0" value="${release}" style="width:5rem"></label><button>Open</button></form>
</header>
${
  story && framed
    ? `<div class="work"><iframe id="preview" title="Preview of ${escape(story.full_slug)}" src="${escape(framed)}"></iframe>
<aside><h2>${escape(story.name)} <small>(${escape(story.full_slug)}, id ${story.id})</small></h2>
<form id="fields">${fields || '<p>This story has no text fields to type in.</p>'}</form>
<div class="actions"><button type="button" id="save">Save</button>${release ? '' : '<button type="button" id="publish">Publish</button>'}</div>
<p id="status" role="status"></p></aside></div>
<script>
const story = ${scriptJson(story)};
const token = ${scriptJson(previewToken)};
const release = ${release};
const frame = document.getElementById('preview');
const status = document.getElementById('status');
window.received = [];
const post = (message) => frame.contentWindow.postMessage(message, '*');
window.sendToPreview = post;
window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || typeof event.data !== 'object' || event.data === null) return;
  window.received.push(event.data);
  if (event.data.action === 'initialized') post({ action: 'enterEditmode', reload: true, storyId: story.id, blockId: '', componentNames: {}, appVersion: 'v2' });
  if (event.data.action === 'edit' && event.data.dataC) {
    for (const set of document.querySelectorAll('fieldset')) set.classList.toggle('selected', set.dataset.uid === event.data.dataC.uid);
    document.querySelector('fieldset.selected input, fieldset.selected textarea')?.focus();
  }
});
document.getElementById('fields').addEventListener('input', (event) => {
  const path = JSON.parse(event.target.dataset.path);
  let node = story.content;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path.at(-1)] = event.target.value;
  post({ action: 'input', story });
});
const control = (path, method, body) => fetch('/_stand-in/stories/' + story.full_slug + path, { method, headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const save = async () => {
  // In a release, a save goes into the release; published only when the release is merged.
  const answer = release
    ? await fetch('/_stand-in/releases/' + release + '/stories/' + story.full_slug, { method: 'PUT', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body: JSON.stringify({ content: story.content }) })
    : await control('', 'PUT', { content: story.content });
  status.textContent = answer.ok ? 'Saved' : 'Not saved: ' + answer.status;
  return answer.ok;
};
document.getElementById('save').addEventListener('click', async () => {
  if (await save()) post({ action: 'change', reload: true, storyId: story.id, slug: story.full_slug });
});
document.getElementById('publish')?.addEventListener('click', async () => {
  if (!(await save())) return;
  const answer = await control('/publish', 'POST', {});
  status.textContent = answer.ok ? 'Published' : 'Not published: ' + answer.status;
  if (answer.ok) post({ action: 'published', storyId: story.id, slug: story.full_slug, slugChanged: false });
});
for (const select of document.querySelectorAll('header select')) select.addEventListener('change', () => select.form.requestSubmit());
</script>`
    : '<p style="padding:1rem">Pick a story above.</p>'
}
</body></html>`;
}
