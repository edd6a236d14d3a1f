import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { regionCalls } from '@mall/shared/contract';
import type { RegionPickerProps } from '@mall/shared';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { answerLevels, answerRegions, levelId } from './testRegions';
import RegionPicker from './RegionPicker';

const REGIONS = regionCalls.pageRegions.path;
/** The spec's district call (mdDistrictBO/page), not a path of our own. */
const LEVELS = regionCalls.pageDistricts.path;

async function renderPicker(props: Partial<RegionPickerProps> = {}, language?: 'en' | 'zh-CN' | 'de') {
  const onConfirm = jest.fn();
  await renderScreen(<RegionPicker regionId={5} onConfirm={onConfirm} {...props} />, { url: '/', path: '/', language });
  return { onConfirm };
}

const option = (name: string) => screen.findByRole('button', { name });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RegionPicker', () => {
  it('loads each level by its parent through the spec\'s mdDistrictBO/page call: provinces first, then the cities of the chosen province', async () => {
    const api = fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    await renderPicker();
    const user = userEvent.setup();
    await user.click(await option('Bayern'));
    expect(await option('München')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mitte' })).not.toBeInTheDocument();
    const bodies = api.bodiesOf(LEVELS) as Array<Record<string, unknown>>;
    expect(LEVELS).toBe('/sapi/mall-content/web/mdDistrictBO/page');
    expect(bodies[0]).toEqual({ pageSize: 999, pageNum: 1, districtLevel: 1, region: 'DE', parentDistrict: null });
    expect(bodies).toContainEqual({ pageSize: 999, pageNum: 1, districtLevel: 2, region: 'DE', parentDistrict: 'DE-BY' });
    // Spec: the market list (mdRegionBO/page) carries the site.
    expect(api.bodiesOf(REGIONS)).toEqual([{ pageSize: 999, pageNum: 1, regionStatus: 'ENABLED', site: 'EU', regionName: '' }]);
  });

  it("does not offer the last level's options while the next level loads (a quick second click is not taken as a city)", async () => {
    let releaseCities!: () => void;
    const citiesHeld = new Promise<void>((resolve) => (releaseCities = resolve));
    fakeApi({
      [REGIONS]: answerRegions,
      [LEVELS]: async (body: Parameters<typeof answerLevels>[0]) => {
        if (body.districtLevel === 2) await citiesHeld;
        return answerLevels(body);
      },
    });
    await renderPicker();
    const user = userEvent.setup();
    await user.click(await option('Bayern'));
    expect(screen.queryByRole('button', { name: 'Bayern' })).not.toBeInTheDocument();
    releaseCities();
    expect(await option('München')).toBeInTheDocument();
  });

  it('keeps a keyboard user inside: focus starts at the search and moves to the next level\'s search after a choice', async () => {
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    await renderPicker();
    const bayern = await screen.findByRole('button', { name: 'Bayern' }, { timeout: 10_000 });
    expect(screen.getByRole('searchbox', { name: 'Search Province' })).toHaveFocus();
    const user = userEvent.setup();
    bayern.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'München' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search City' })).toHaveFocus();
  }, 20_000);

  it('with mustComplete, confirms only once every level is chosen', async () => {
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    const { onConfirm } = await renderPicker({ mustComplete: true });
    const user = userEvent.setup();
    await user.click(await option('Bayern'));
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please choose the city');
    await user.click(await option('München'));
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please choose the district');
    await user.click(await option('Maxvorstadt'));
    expect(confirmButton()).toBeEnabled();
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ codes: ['DE-BY', '09162000', '09162000-03'], names: ['Bayern', 'München', 'Maxvorstadt'], ids: [levelId('DE-BY'), levelId('09162000'), levelId('09162000-03')] });
  });

  it('without mustComplete, a partial choice may be confirmed', async () => {
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    const { onConfirm } = await renderPicker();
    const user = userEvent.setup();
    expect(await option('Bayern')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    await user.click(await option('Bayern'));
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ codes: ['DE-BY'], names: ['Bayern'], ids: [levelId('DE-BY')] });
  });

  it('goes 4 levels deep where the market has streets (Spain), and 3 elsewhere', async () => {
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    const { onConfirm } = await renderPicker({ regionId: 2, mustComplete: true });
    const user = userEvent.setup();
    const levels = within(await screen.findByRole('list', { name: 'Address levels' }));
    expect(levels.getAllByRole('button')).toHaveLength(4);
    expect(levels.getByRole('button', { name: /Street/ })).toBeDisabled();
    await user.click(await option('Comunidad de Madrid'));
    await user.click(await option('Madrid'));
    await user.click(await option('Madrid'));
    expect(confirmButton()).toBeDisabled();
    await user.click(await option('Chamberí'));
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ codes: ['ES-MD', 'ES-M', '28079', '28079-07'], names: ['Comunidad de Madrid', 'Madrid', 'Madrid', 'Chamberí'], ids: expect.any(Array) });
  });

  it('counts a branch that ends early (a city without districts) as complete', async () => {
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    const { onConfirm } = await renderPicker({ mustComplete: true });
    const user = userEvent.setup();
    await user.click(await option('Bayern'));
    await user.click(await option('Nürnberg'));
    expect(screen.getByRole('button', { name: /District/ })).toBeDisabled();
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ codes: ['DE-BY', '09564000'], names: ['Bayern', 'Nürnberg'], ids: [levelId('DE-BY'), levelId('09564000')] });
  });

  it('lets the buyer go back to a level and choose again, dropping the levels below', async () => {
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    const { onConfirm } = await renderPicker({ mustComplete: true });
    const user = userEvent.setup();
    await user.click(await option('Bayern'));
    await user.click(await option('München'));
    await user.click(screen.getByRole('button', { name: /Province.*Bayern/ }));
    await user.click(await option('Berlin'));
    await user.click(await option('Berlin'));
    await user.click(await option('Mitte'));
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ codes: ['DE-BE', '11000000', '11000000-01'], names: ['Berlin', 'Berlin', 'Mitte'], ids: expect.any(Array) });
  });

  it('searches a level 300 ms after the last keystroke, once', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    await renderPicker();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await option('Bayern');
    const searches = () => (api.bodiesOf(LEVELS) as Array<{ districtName?: string }>).filter((body) => body.districtName);
    const box = screen.getByRole('searchbox', { name: 'Search Province' });
    const wait = (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      });
    // Keystrokes 200 ms apart keep pushing the search back.
    await user.type(box, 'B');
    await wait(200);
    await user.type(box, 'a');
    await wait(200);
    await user.type(box, 'y');
    await wait(299);
    expect(searches()).toHaveLength(0);
    await wait(1);
    expect(searches()).toEqual([expect.objectContaining({ districtName: 'Bay', districtLevel: 1 })]);
    expect(await screen.findByRole('button', { name: 'Bayern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Berlin' })).not.toBeInTheDocument();
  });

  it('starts from a saved address\'s codes, finding their levels to go on from', async () => {
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    const { onConfirm } = await renderPicker({ mustComplete: true, value: { codes: ['DE-BY', '09162000'], names: ['Bayern', 'München'] } });
    expect(await screen.findByRole('button', { name: /City.*München/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await option('Schwabing-West'));
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({
      codes: ['DE-BY', '09162000', '09162000-04'],
      names: ['Bayern', 'München', 'Schwabing-West'],
      ids: [levelId('DE-BY'), levelId('09162000'), levelId('09162000-04')],
    });
  });

  it('says so honestly when a level cannot be loaded, and retries', async () => {
    let failing = true;
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: (body: Parameters<typeof answerLevels>[0]) => (failing ? serverError() : answerLevels(body)) });
    await renderPicker();
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await option('Bayern')).toBeInTheDocument();
  });

  it('speaks the buyer language', async () => {
    fakeApi({ [REGIONS]: answerRegions, [LEVELS]: answerLevels });
    await renderPicker({ mustComplete: true }, 'zh-CN');
    await userEvent.setup().click(await option('Bayern'));
    expect(screen.getByRole('status')).toHaveTextContent('请选择城市');
    expect(screen.getByRole('button', { name: '确认' })).toBeDisabled();
  });
});
