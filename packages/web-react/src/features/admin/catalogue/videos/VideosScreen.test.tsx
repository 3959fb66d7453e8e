import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ERRORS, errorOf, type AdminVideo, type VideoBody } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { answered, failed, never } from '../../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../../testing/renderAdmin.js';
import { catalogueListSuite } from '../testing/catalogueListSuite.js';
import { desktopViewport } from '../testing/catalogueScreen.js';
import { VIDEO_CHOICES, VIDEO_ROWS } from './testing/videoRows.js';
import { readVideoDuration } from './videoMetadata.js';
import { holdNextUpload } from '../../kit/FileField/heldUpload.testing.js';

// jsdom plays no media: the file's metadata says 2 min 5 s.
vi.mock('./videoMetadata.js', () => ({ readVideoDuration: vi.fn(async () => 125) }));

const [YOGA, TABATA, ESTRENO] = VIDEO_ROWS;

const { render, table, rowOf, page } = catalogueListSuite({
  route: '/admin/videos',
  stubKey: 'videos',
  rows: [YOGA, TABATA],
  idOf: (video) => video.video_id,
  nameOf: (video) => video.name,
  answers: { choices: () => answered(VIDEO_CHOICES) },
  texts: {
    title: 'Videos',
    countTwo: '2 videos',
    countOne: '1 video',
    search: 'Buscar video',
    typed: 'yoga',
    empty: 'Aún no hay videos. Agrega el primero con «Nuevo».',
    noMatchesZzz: 'No hay videos con «zzz».',
    deleteConfirm: '¿Eliminar «Tabata intenso»? Sus favoritos, reproducciones y calificaciones se eliminan con él. Si solo quieres que tus clientes no lo vean, ocúltalo. Esta acción no se puede deshacer.',
    deleted: 'Video eliminado.',
  },
});

desktopViewport();

/** A picked video file as a file input gives it. */
const videoFile = (name = 'clase.webm', type = 'video/webm', size?: number): File => {
  const file = new File(['webm'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const saved = (body: VideoBody | Partial<VideoBody>, id = 9) => answered({ ...YOGA, ...body, video_id: id } as AdminVideo);

describe("'Videos'", SLOW, () => {
  it('shows each video with its thumbnail, coach, class type, duration as a clock, whether it is published, its release and its tags', async () => {
    render({ list: () => page([YOGA, TABATA, ESTRENO]) });
    await table();
    const yoga = rowOf(YOGA.name);
    expect(within(yoga).getByRole('presentation').getAttribute('src')).toBe('/logo.svg');
    for (const shown of ['Ana López', 'Yoga', '45:25', 'Publicado', 'Principiante', 'Sin equipo']) expect(within(yoga).getByText(shown)).toBeTruthy();
    expect(within(yoga).getByRole('button', { name: 'Ocultar' })).toBeTruthy();
    const tabata = rowOf(TABATA.name);
    for (const shown of ['Sin coach', 'Sin tipo', '5:07', 'Oculto', 'Sin etiquetas']) expect(within(tabata).getByText(shown)).toBeTruthy();
    expect(within(tabata).getByRole('button', { name: 'Publicar' })).toBeTruthy();
    const estreno = rowOf(ESTRENO.name);
    expect(within(estreno).getByText('1:02:03')).toBeTruthy();
    expect(within(estreno).getByText('Se estrena el mar 01 dic, 10:00')).toBeTruthy();
  });

  it("hides and publishes a row at once ('Ocultar', 'Publicar'), then reloads", async () => {
    const { list: videos } = render({ update: (id, body) => saved(body, id) });
    await table();
    await userEvent.click(within(rowOf(YOGA.name)).getByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByText('Video oculto: tus clientes ya no lo ven.')).toBeTruthy();
    await userEvent.click(within(rowOf(TABATA.name)).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Video publicado.')).toBeTruthy();
    expect(videos.calls.update).toEqual([[1, { published: false }], [2, { published: true }]]);
    await waitFor(() => expect(videos.calls.list).toHaveLength(3));
  });

  it("adds one with 'Nuevo': refused until named and uploaded, the file's duration read, the choices sent by id, published", async () => {
    const { list: videos } = render({ create: (body) => saved(body) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo video' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Debes llenar este campo.')).toBeTruthy();
    expect(within(panel).getByText('Sube el archivo del video.')).toBeTruthy();
    expect(videos.calls.create).toHaveLength(0);

    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Fuerza en casa');
    const input = within(panel).getByLabelText(/^Subir video/) as HTMLInputElement;
    expect(input.accept).toBe('video/mp4,video/webm');
    await userEvent.upload(input, videoFile('grande.webm', 'video/webm', 200 * 1024 * 1024 + 1));
    expect(await within(panel).findByText('El video es demasiado grande. El tamaño máximo es de 200 MB.')).toBeTruthy();
    await userEvent.upload(input, videoFile('clase.mov', 'video/quicktime'), { applyAccept: false });
    expect(await within(panel).findByText('Solo puedes cargar videos MP4 o WebM.')).toBeTruthy();
    await userEvent.upload(input, videoFile());
    expect(await within(panel).findByLabelText('Vista previa del video')).toBeTruthy();
    expect(await within(panel).findByText('Duración leída del archivo: 2:05.')).toBeTruthy();
    expect((within(panel).getByLabelText(/^Minutos/) as HTMLInputElement).value).toBe('2');
    expect((within(panel).getByLabelText(/^Segundos/) as HTMLInputElement).value).toBe('5');

    await userEvent.selectOptions(await within(panel).findByRole('combobox', { name: 'Coach' }), 'Luis Mora');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Tipo de video' }), 'Express');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Cardio' }));
    expect(within(panel).getByText('1 etiqueta elegida.')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText(/^Fecha de estreno/), '2026-12-24T09:30');
    expect((within(panel).getByRole('checkbox', { name: 'Publicado' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Video agregado.')).toBeTruthy();
    const body = videos.calls.create[0]?.[0] as VideoBody;
    expect(body).toMatchObject({
      name: 'Fuerza en casa', url: null, duration: 125, instructor_id: 2, class_type_id: null, video_type_id: 2, tag_ids: [5],
      description: null, available_at: '2026-12-24T09:30:00.000-06:00', published: true,
    });
    expect(typeof body.file_id).toBe('number');
    await waitFor(() => expect(videos.calls.list).toHaveLength(2));
  });

  it("drops a cancelled upload: its late file and duration never reach the next 'Nuevo'", async () => {
    let readDuration: (seconds: number) => void = () => undefined;
    vi.mocked(readVideoDuration).mockImplementationOnce(() => new Promise((resolve) => (readDuration = resolve)));
    const { services } = render();
    const held = holdNextUpload(services);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    let panel = await screen.findByRole('dialog', { name: 'Nuevo video' });
    await userEvent.upload(within(panel).getByLabelText(/^Subir video/), videoFile());
    expect(await within(panel).findByText('Subiendo video… No cierres el panel.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo video' })).toBeNull());
    await act(async () => {
      held.release();
      readDuration(125);
      await held.uploaded();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    panel = await screen.findByRole('dialog', { name: 'Nuevo video' });
    expect(within(panel).getByText('Aún no has subido el video.')).toBeTruthy();
    expect(within(panel).queryByLabelText('Vista previa del video')).toBeNull();
    expect(within(panel).queryByText(/^Duración leída/)).toBeNull();
    expect((within(panel).getByLabelText(/^Minutos/) as HTMLInputElement).value).toBe('');
  });

  it("edits one with 'Editar', prefilled; a URL instead of the file is checked next to its field, and 'Publicado' unticked hides it", async () => {
    const { list: videos } = render({ update: (id, body) => saved(body, id) });
    await table();
    await userEvent.click(within(rowOf(YOGA.name)).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar video' });
    expect((within(panel).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe(YOGA.name);
    expect((within(panel).getByRole('radio', { name: 'Subir un archivo' }) as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByText('yoga.webm')).toBeTruthy();
    expect((within(panel).getByLabelText(/^Minutos/) as HTMLInputElement).value).toBe('45');
    expect((await within(panel).findByRole('checkbox', { name: 'Principiante' }) as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByText('2 etiquetas elegidas.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Indicar una URL' }));
    const url = within(panel).getByLabelText(/^URL del video/);
    await userEvent.type(url, 'vimeo.com/1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('La URL debe empezar con https:// o http://.')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(videos.calls.update).toHaveLength(0);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://vimeo.com/76979871');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Publicado' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Video guardado.')).toBeTruthy();
    expect(videos.calls.update).toEqual([[1, expect.objectContaining({
      url: 'https://vimeo.com/76979871', file_id: null, thumbnail: null, thumbnail_file_id: 31, duration: 2725, tag_ids: [1, 4], program_id: 2, published: false,
    })]]);
  });

  it("keeps the server's refusal in the panel, and offers 'Reintentar' when the choices fail", async () => {
    let asked = 0;
    const { list: videos } = render({
      update: () => failed(errorOf(CATALOGUE_ERRORS.tagNotFound)),
      choices: () => (++asked === 1 ? failed() : answered(VIDEO_CHOICES)),
    });
    await table();
    await userEvent.click(within(rowOf(YOGA.name)).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar video' });
    expect(await within(panel).findByText('No pudimos cargar los coaches, tipos y etiquetas.')).toBeTruthy();
    // Never a 'Ninguno' that is not so: the select waits, disabled, and the video keeps its coach.
    const coach = () => within(panel).getByRole('combobox', { name: 'Coach' }) as HTMLSelectElement;
    expect(coach().disabled).toBe(true);
    expect(coach().selectedOptions[0]?.textContent).toBe('No disponible');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByRole('option', { name: 'Luis Mora' })).toBeTruthy();
    expect(coach().disabled).toBe(false);
    expect(coach().selectedOptions[0]?.textContent).toBe('Ana López');
    expect(videos.calls.choices).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText(errorOf(CATALOGUE_ERRORS.tagNotFound).message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar video' })).toBeTruthy();
  });

  it("marks the selects busy and disabled while the choices load, not 'Ninguno'", async () => {
    render({ choices: () => never() });
    await table();
    await userEvent.click(within(rowOf(YOGA.name)).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar video' });
    const coach = within(panel).getByRole('combobox', { name: 'Coach' }) as HTMLSelectElement;
    expect(coach.disabled).toBe(true);
    expect(coach.selectedOptions[0]?.textContent).toBe('Cargando…');
    expect(coach.closest('[aria-busy="true"]')).toBeTruthy();
  });

  it('has no serious axe violation with the panel open', async () => {
    render();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo video' });
    await within(panel).findByRole('textbox', { name: 'Descripción' }, FIRST_LOAD);
    await within(panel).findByRole('checkbox', { name: 'Cardio' });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
