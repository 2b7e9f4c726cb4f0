/** A small RGBA canvas that fills rectangles: enough for bar charts drawn on the server. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: string,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
    this.fillRect(0, 0, width, height, background);
  }

  /** Fills the rectangle (clipped to the canvas) with a '#rrggbb' colour. */
  fillRect(x: number, y: number, width: number, height: number, colour: string) {
    const [r, g, b] = parseColour(colour);
    const left = Math.max(0, Math.round(x));
    const top = Math.max(0, Math.round(y));
    const right = Math.min(this.width, Math.round(x + width));
    const bottom = Math.min(this.height, Math.round(y + height));
    for (let row = top; row < bottom; row++) {
      for (let column = left; column < right; column++) {
        const offset = (row * this.width + column) * 4;
        this.pixels[offset] = r;
        this.pixels[offset + 1] = g;
        this.pixels[offset + 2] = b;
        this.pixels[offset + 3] = 255;
      }
    }
  }
}

function parseColour(colour: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) throw new Error(`Raster: not a #rrggbb colour: ${colour}`);
  return [Number.parseInt(match[1]!, 16), Number.parseInt(match[2]!, 16), Number.parseInt(match[3]!, 16)];
}
