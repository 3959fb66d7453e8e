/** Story globals that show a story on a 360 px phone. */
export const mobile = { viewport: { value: 'mobile360', isRotated: false } } as const;
