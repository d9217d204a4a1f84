#!/bin/sh
# Renders Word files to PDF (LibreOffice) and their pages to PNG (pdftoppm), to check documents by eye.
#   scripts/render-docx.sh DIR [DPI]   # every DIR/*.docx -> DIR/pdf/NAME.pdf and DIR/png/NAME-N.png
# Needs: apt-get install -y libreoffice-writer-nogui poppler-utils
set -eu
dir=${1:?usage: render-docx.sh DIR [DPI]}
dpi=${2:-60}
command -v soffice >/dev/null || { echo "soffice missing: apt-get install -y libreoffice-writer-nogui" >&2; exit 1; }
command -v pdftoppm >/dev/null || { echo "pdftoppm missing: apt-get install -y poppler-utils" >&2; exit 1; }
mkdir -p "$dir/pdf" "$dir/png"
# A private LibreOffice profile: no clash with another soffice running on the machine.
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
soffice -env:UserInstallation=file://"$profile" --headless --convert-to pdf --outdir "$dir/pdf" "$dir"/*.docx >/dev/null
for pdf in "$dir"/pdf/*.pdf; do
  name=$(basename "$pdf" .pdf)
  pdftoppm -png -r "$dpi" "$pdf" "$dir/png/$name"
  echo "$name: $(pdfinfo "$pdf" 2>/dev/null | awk '/^Pages:/ {print $2}') page(s)"
done
