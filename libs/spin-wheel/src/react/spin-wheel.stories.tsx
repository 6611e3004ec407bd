// Stories of the prize wheel: slice counts, long Thai and Lao labels, reduced motion. Each play test spins and lands.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RestDetail, WheelSlice } from '../types';
import { makeSlices } from '../testing/wheel-fixtures';
import { SpinWheelView } from './spin-wheel-view';

/** Plays the server: answers with `code` after a short delay, like the spin call. */
function answerAfter(code: string, ms = 300): () => Promise<string> {
  return () => new Promise((resolve) => setTimeout(() => resolve(code), ms));
}

const THAI_LABELS = [
  'เครดิตฟรี 50 บาท',
  'โบนัสฝากแรกของวันเพิ่มร้อยละยี่สิบ',
  'ลองใหม่อีกครั้ง',
  'คูปองส่วนลดพิเศษสำหรับสมาชิกใหม่',
  'เหรียญทองสามเหรียญ',
  'รางวัลใหญ่ประจำสัปดาห์',
  'หมุนฟรีหนึ่งครั้ง',
  'เงินคืนห้าเปอร์เซ็นต์',
];

const LAO_LABELS = [
  'ເຄຣດິດຟຣີ 50 ບາດ',
  'ໂບນັດຝາກເງິນຄັ້ງທຳອິດຂອງມື້',
  'ລອງໃໝ່ອີກຄັ້ງ',
  'ຄູປອງສ່ວນຫຼຸດພິເສດສຳລັບສະມາຊິກໃໝ່',
  'ຫຼຽນຄຳສາມຫຼຽນ',
  'ລາງວັນໃຫຍ່ປະຈຳອາທິດ',
];

const labelled = (labels: string[]): WheelSlice[] => makeSlices(labels.length, (i) => labels[i] ?? '');

const meta = {
  tags: ['autodocs'],
  title: 'spin-wheel/SpinWheelView',
  component: SpinWheelView,
  args: {
    slices: makeSlices(8),
    coins: 3,
    size: 350,
    reducedMotion: false,
    onSpin: answerAfter('S3'),
    onSpinStart: fn(),
    onSliceChange: fn(),
    onRest: fn(),
  },
  parameters: { layout: 'centered' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onSpinStart = args.onSpinStart as ReturnType<typeof fn>;
    const onRest = args.onRest as ReturnType<typeof fn>;
    // Spies may be shared between stories, so count from what they had before this spin.
    const startsBefore = onSpinStart.mock.calls.length;
    const restsBefore = onRest.mock.calls.length;
    const button = await canvas.findByRole('button', { name: new RegExp(`${args.coins ?? 0} coins`) });
    await userEvent.click(button);
    await waitFor(() => expect(onSpinStart.mock.calls.length).toBe(startsBefore + 1));
    await waitFor(() => expect(onRest.mock.calls.length).toBe(restsBefore + 1), {
      timeout: 15000,
      interval: 100,
    });
    const detail = onRest.mock.calls.at(-1)?.[0] as RestDetail;
    const expected = await args.onSpin?.();
    expect(detail.outcome).toBe('landed');
    expect(detail.slice?.code).toBe(expected);
    expect(await canvas.findByRole('status')).toHaveTextContent(`You won: ${detail.slice?.label ?? ''}`);
  },
} satisfies Meta<typeof SpinWheelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The smallest wheel: two halves. */
export const TwoSlices: Story = { args: { slices: makeSlices(2), onSpin: answerAfter('S2') } };

/** A typical setup of eight prizes. */
export const EightSlices: Story = { args: { slices: makeSlices(8), onSpin: answerAfter('S6') } };

/** Sixteen thin slices: labels shrink to fit. */
export const SixteenSlices: Story = { args: { slices: makeSlices(16), onSpin: answerAfter('S11') } };

/** Long Thai labels are shrunk, then cut at grapheme boundaries so tone marks stay on their letters. */
export const LongThaiLabels: Story = { args: { slices: labelled(THAI_LABELS), onSpin: answerAfter('S2') } };

/** Long Lao labels, same fitting rules. */
export const LongLaoLabels: Story = { args: { slices: labelled(LAO_LABELS), onSpin: answerAfter('S4') } };

/** `prefers-reduced-motion`: a short settle onto the prize instead of the long spin. */
export const ReducedMotion: Story = {
  args: { slices: makeSlices(8), reducedMotion: true, onSpin: answerAfter('S5') },
};
