/** What a page needs of a media-library image to show it with next/image. */
export type MediaImage = { url: string; alt: string; width: number; height: number }
