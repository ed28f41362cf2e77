/** The file types the API takes (it reads the type from the bytes); the picker offers them first. */
export const ATTACHMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.webp,.heic,.xml,.csv,application/pdf,image/*,text/xml,text/csv";

/** A picked file as a `data:` URL, the form the API takes a document in. */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}
