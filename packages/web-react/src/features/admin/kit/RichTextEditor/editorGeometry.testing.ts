/**
 * For component tests that click into the rich-text editor: ProseMirror
 * maps a click to a position with elementFromPoint and getClientRects,
 * which jsdom lacks (no element there: it keeps the selection). They are
 * given only while `work` runs, since axe reads elementFromPoint too.
 */
export const withEditorGeometry = async (work: () => Promise<void>) => {
  const documentProto = document as { elementFromPoint?: unknown };
  const rangeProto = Range.prototype as { getClientRects?: unknown; getBoundingClientRect?: unknown };
  const had = { point: documentProto.elementFromPoint, rects: rangeProto.getClientRects, box: rangeProto.getBoundingClientRect };
  documentProto.elementFromPoint = () => null;
  rangeProto.getClientRects = () => [];
  rangeProto.getBoundingClientRect = () => new DOMRect();
  try {
    await work();
  } finally {
    documentProto.elementFromPoint = had.point;
    rangeProto.getClientRects = had.rects;
    rangeProto.getBoundingClientRect = had.box;
  }
};
