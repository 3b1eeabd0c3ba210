// The bulk import's client, in its own process like the back office would be: it makes the back office's
// calls and reports to the bench over IPC, so its work never delays the searcher's timings.
import { readFileSync } from 'node:fs';
import { loginTutor, type Visitor } from './http-load';

type Session = Visitor & { baseUrl: string };

function auth(s: Session): Record<string, string> {
  return { Cookie: s.cookie, 'X-CSRF-TOKEN': s.csrf, Accept: 'application/json' };
}

/** One module file as the back office's queue sends it: tus, then upload-video with the upload's id. */
async function importVideo(s: Session, file: string): Promise<string> {
  const bytes = readFileSync(file);
  const tus = { ...auth(s), 'Tus-Resumable': '1.0.0' };
  const name = file.split('/').pop() ?? 'video.mp4';
  const created = await fetch(`${s.baseUrl}/files/`, {
    method: 'POST',
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${Buffer.from(name).toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}`);
  const location = new URL(created.headers.get('location') ?? '', s.baseUrl).pathname;
  const patched = await fetch(`${s.baseUrl}${location}`, {
    method: 'PATCH',
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
  if (patched.status !== 204) throw new Error(`tus PATCH answered ${patched.status}`);
  const form = new FormData();
  form.append('upload_id', location.split('/').pop() ?? '');
  form.append('preview', '2');
  const res = await fetch(`${s.baseUrl}/ajax/v2/tutor/course/upload-video`, {
    method: 'POST',
    headers: auth(s),
    body: form,
  });
  const answer = (await res.json()) as { data?: { is_format: boolean; url?: string; message?: string } };
  if (res.status !== 200 || !answer.data?.is_format || !answer.data.url)
    throw new Error(`upload-video answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer.data.url;
}

interface Draft {
  data: {
    course: {
      hashslug: string;
      version: string;
      chapters: Array<{
        hashslug: string;
        title: string;
        modules: Array<{ hashslug: string; title: string }>;
      }>;
    };
  };
}

async function saveDraft(s: Session, body: Record<string, unknown>): Promise<Draft['data']['course']> {
  const res = await fetch(`${s.baseUrl}/ajax/v2/tutor/course/save-draft`, {
    method: 'POST',
    headers: { ...auth(s), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Draft;
  if (res.status !== 200) throw new Error(`save-draft answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data.course;
}

/** Imports `files` as one course: a chapter per `perChapter` files, Save as Draft after each chapter. */
export async function importCourse(
  baseUrl: string,
  files: string[],
  chapterCount: number,
  subCategoryId: number,
) {
  const tutor: Session = { baseUrl, ...(await loginTutor(baseUrl)) };
  const info = {
    title: 'Kursus Import Pukal',
    category_id: 1,
    sub_category_id: subCategoryId,
    tags: ['import'],
  };
  const started = performance.now();
  let course = await saveDraft(tutor, info);
  const perChapter = Math.ceil(files.length / chapterCount);
  const chapters: Array<{ title: string; modules: Array<{ title: string; url: string }> }> = [];
  for (let c = 0; c < chapterCount; c++) {
    const modules: Array<{ title: string; url: string }> = [];
    for (const file of files.slice(c * perChapter, (c + 1) * perChapter))
      modules.push({
        title: (file.split('/').pop() ?? '').replace(/\.mp4$/, ''),
        url: await importVideo(tutor, file),
      });
    chapters.push({ title: `Bab ${c + 1}`, modules });
    const saved = course;
    course = await saveDraft(tutor, {
      ...info,
      hashslug: saved.hashslug,
      version: saved.version,
      chapters: chapters.map((ch, i) => ({
        hashslug: saved.chapters[i]?.hashslug ?? null,
        title: ch.title,
        modules: ch.modules.map((m, j) => ({
          ...m,
          hashslug: saved.chapters[i]?.modules[j]?.hashslug ?? null,
        })),
      })),
    });
  }
  return {
    seconds: (performance.now() - started) / 1000,
    modules: course.chapters.reduce((n, ch) => n + ch.modules.length, 0),
  };
}

// Forked by the bench: the job arrives as one IPC message, the answer goes back the same way.
process.once(
  'message',
  (job: { baseUrl: string; files: string[]; chapters: number; subCategoryId: number }) => {
    importCourse(job.baseUrl, job.files, job.chapters, job.subCategoryId).then(
      (result) => process.send?.({ ok: true, ...result }, () => process.exit(0)),
      (err: unknown) => process.send?.({ ok: false, error: String(err) }, () => process.exit(1)),
    );
  },
);
