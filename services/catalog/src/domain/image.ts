/** A product image as the page and image helpers read it (spec §3 Image asset). */
export interface ImageAsset {
  id: string;
  assetUrl: string;
  /** WIDTHxHEIGHT, required by the image sizing helpers. */
  originalSize: string;
  mediaFocalPoint: { x: number; y: number };
  altText: string;
  title: string;
  filename: string;
  /** Average colours of the image regions, as #rrggbb. */
  colorData: {
    topLeftAverage: string;
    topRightAverage: string;
    bottomLeftAverage: string;
    bottomRightAverage: string;
    centerAverage: string;
  };
}

export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;
