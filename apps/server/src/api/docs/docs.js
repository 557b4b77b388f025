// "Try it" on the API documentation page: signs a call's fields with the contract's own signing module
// (served from packages/contract/src/signing.ts) and posts them with the CSRF header.

import { signBody } from "./signing.js";

function csrfToken() {
  const found = document.cookie.split(";").find((part) => part.trim().startsWith("csrftoken="));
  return found ? found.trim().slice("csrftoken=".length) : "";
}

/** Large answers are cut for display; the whole answer is still what the server sent. */
const SHOWN_CHARACTERS = 200_000;

function show(form, { status, sent, answer, file }) {
  form.querySelector(".status").textContent = status;
  const result = form.querySelector(".result");
  result.hidden = sent === undefined && answer === undefined;
  form.querySelector(".sent").textContent = sent ?? "";
  const text = answer ?? "";
  form.querySelector(".answer").textContent =
    text.length > SHOWN_CHARACTERS
      ? `${text.slice(0, SHOWN_CHARACTERS)}\n… (cut: ${text.length} characters)`
      : text;
  form.querySelector(".answer").hidden = answer === undefined;
  const link = form.querySelector(".download");
  const previous = link.getAttribute("href");
  if (previous) URL.revokeObjectURL(previous);
  form.querySelector(".file").hidden = file === undefined;
  if (file) {
    link.href = URL.createObjectURL(file.blob);
    link.download = file.name;
    link.textContent = `Save ${file.name} (${file.blob.size} bytes)`;
  } else link.removeAttribute("href");
}

/** The UTF-8 file name of a Content-Disposition header, else its ASCII one. */
function fileName(disposition) {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) return decodeURIComponent(utf8[1]);
  const ascii = /filename="([^"]*)"/i.exec(disposition);
  return ascii ? ascii[1] : "download.zip";
}

async function tryCall(form) {
  let fields;
  try {
    fields = JSON.parse(form.elements.fields.value);
  } catch (error) {
    show(form, { status: `The fields are not valid JSON: ${error.message}` });
    return;
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    show(form, { status: "The fields must be a JSON object." });
    return;
  }
  if (!window.isSecureContext || !crypto.subtle) {
    show(form, { status: "Signing needs Web Crypto: open this page over HTTPS or on localhost." });
    return;
  }
  const secret = document.getElementById("secret").value;
  if (!secret) {
    show(form, { status: "Enter the server's signing secret above first." });
    return;
  }
  const path = form.dataset.path;
  const body = await signBody(path, fields, secret);
  const sent = JSON.stringify(body, null, 2);
  show(form, { status: "Sending…", sent });
  const started = performance.now();
  try {
    const response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "x-csrftoken": csrfToken() },
      body: JSON.stringify(body),
    });
    const took = `HTTP ${response.status} in ${Math.round(performance.now() - started)} ms`;
    const type = response.headers.get("content-type") ?? "";
    if (type.startsWith("application/json")) {
      const text = JSON.stringify(await response.json(), null, 2);
      show(form, { status: took, sent, answer: text });
    } else {
      const blob = await response.blob();
      const name = fileName(response.headers.get("content-disposition") ?? "");
      show(form, { status: `${took}: ${type}`, sent, file: { blob, name } });
    }
  } catch (error) {
    show(form, { status: `The request failed: ${error.message}`, sent });
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains("try")) return;
  event.preventDefault();
  tryCall(form);
});
