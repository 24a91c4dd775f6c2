import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../setup/render';
import { envelope, findDialog, queryOf, signedInClient, setupMswServer } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';

const server = setupMswServer();

const rows: Thing[] = Array.from({ length: 230 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? 'Hotel "Sunny", Budva' : i === 1 ? '=HYPERLINK("evil")' : `Guest ${i + 1}`,
  note: i === 2 ? 'two\nlines' : 'Ćevapi – naïve',
  amount: i * 1.5,
  isPaid: i % 2 === 0,
}));

let downloads: { name: string; blob: Blob }[] = [];
let lastBlob: Blob | null = null;

beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: lastBlob! });
  });
});
afterEach(() => vi.restoreAllMocks());

/** The file's bytes decoded without dropping the byte-order mark. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

function render(url: string, lng = 'en') {
  const seen: URLSearchParams[] = [];
  const queryClient = signedInClient({ permissions: ['Pages.Users'] });
  return {
    seen,
    ...renderWithRouter(<ThingsPage />, { path: '/things', initialEntries: [url], queryClient, lng }),
  };
}

/** Opens the export dialog and starts the export with the separator it proposes (or the one given). */
async function exportCsv(user: ReturnType<typeof userEvent.setup>, separator?: RegExp) {
  await user.click(screen.getByText('Export CSV'));
  const dialog = await findDialog('Export to CSV');
  if (separator) await user.click(within(dialog).getByRole('radio', { name: separator }));
  await user.click(within(dialog).getByText('Export', { selector: 'button *' }).closest('button')!);
}

describe('CSV export', () => {
  it('fetches every page of the current filter in batches of 100 and writes an Excel-ready file', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/services/app/Thing/GetAll', ({ request }) => {
        const q = new URL(request.url).searchParams;
        seen.push(q);
        const skip = Number(q.get('SkipCount'));
        const take = Number(q.get('MaxResultCount'));
        return HttpResponse.json(envelope({ totalCount: rows.length, items: rows.slice(skip, skip + take) }));
      }),
    );
    render('/things?isPaid=true&sort=name.desc&q=Guest');
    await screen.findByText('Guest 3');
    await exportCsv(user);
    await waitFor(() => expect(downloads).toHaveLength(1));

    const exportCalls = seen.slice(1).map(queryOf);
    expect(exportCalls).toEqual(
      [0, 100, 200].map((skip) => ({
        Keyword: 'Guest',
        IsPaid: 'true',
        Sorting: 'name desc',
        SkipCount: String(skip),
        MaxResultCount: '100',
      })),
    );
    const { name, blob } = downloads[0]!;
    expect(name).toMatch(/^things-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = await readText(blob);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Name,Note,Amount,Paid');
    expect(lines[1]).toBe('"Hotel ""Sunny"", Budva",Ćevapi – naïve,0,true');
    // A cell that would start a formula is neutralised with an apostrophe (and quoted for its quotes).
    expect(lines[2]).toBe(`"'=HYPERLINK(""evil"")",Ćevapi – naïve,1.5,false`);
    expect(text).toContain('Guest 3,"two\nlines",3,true');
    // 230 records plus the header and the final line end.
    expect(text.slice(1).trimEnd().split('\r\n')).toHaveLength(231);
    expect(await screen.findByText('Exported 230 rows')).toBeInTheDocument();
  });

  it('shows progress and can be cancelled, aborting the running request', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const abort = vi.spyOn(AbortController.prototype, 'abort');
    const skips: number[] = [];
    server.use(
      http.get('*/api/services/app/Thing/GetAll', async ({ request }) => {
        const q = new URL(request.url).searchParams;
        const skip = Number(q.get('SkipCount'));
        const take = Number(q.get('MaxResultCount'));
        skips.push(skip);
        // The export's second batch is slow, so that it is still running when the user cancels.
        if (take === 100 && skip === 100) await new Promise((resolve) => setTimeout(resolve, 400));
        return HttpResponse.json(envelope({ totalCount: rows.length, items: rows.slice(skip, skip + take) }));
      }),
    );
    render('/things');
    await screen.findByText('Guest 3');
    await exportCsv(user);
    const dialog = await findDialog('Exporting');
    expect(await within(dialog).findByText('100 of 230 rows fetched')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '43');
    await user.click(within(dialog).getByText('Cancel', { selector: 'button *' }).closest('button')!);
    expect(abort).toHaveBeenCalled();
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('100 of 230 rows fetched')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 600));
    // List page, export batch 1, the cancelled batch 2; never batch 3, never a file.
    expect(skips).toEqual([0, 0, 100]);
    expect(downloads).toHaveLength(0);
  });

  // Drives two exports through the dialog: allow for a busy machine.
  it('proposes the separator of the language’s decimal mark (; in Macedonian), and the user may choose another', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    server.use(
      http.get('*/api/services/app/Thing/GetAll', () =>
        HttpResponse.json(envelope({ totalCount: 3, items: rows.slice(0, 3) })),
      ),
    );
    render('/things', 'mk');
    await screen.findByText('Guest 3');
    await user.click(screen.getByText('Извези CSV'));
    const dialog = await findDialog('Извоз во CSV');
    expect(
      within(dialog).getByText('Ќе се извезат 3 редови од листата, филтрирана и подредена како сега.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Точка и запирка/)).toBeChecked();
    expect(
      within(dialog)
        .getByText(/препорачано за овој јазик/)
        .closest('label'),
    ).toHaveTextContent('(;)');
    await user.click(within(dialog).getByText('Извези', { selector: 'button *' }).closest('button')!);
    await waitFor(() => expect(downloads).toHaveLength(1));
    const semicolons = (await readText(downloads[0]!.blob)).slice(1).split('\r\n');
    expect(semicolons[0]).toBe('Name;Note;Amount;Paid');
    expect(semicolons[2]).toBe(`"'=HYPERLINK(""evil"")";Ćevapi – naïve;1,5;false`);

    // The user prefers commas: chosen once, proposed next time in this language.
    await user.click(screen.getByText('Извези CSV'));
    const again = await findDialog('Извоз во CSV');
    await user.click(within(again).getByLabelText(/Запирка/));
    await user.click(within(again).getByText('Извези', { selector: 'button *' }).closest('button')!);
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect((await readText(downloads[1]!.blob)).slice(1).split('\r\n')[2]).toBe(
      `"'=HYPERLINK(""evil"")",Ćevapi – naïve,1.5,false`,
    );
    await user.click(screen.getByText('Извези CSV'));
    expect(within(await findDialog('Извоз во CSV')).getByRole('radio', { name: /Запирка/ })).toBeChecked();
  });
});
