/** Typed domain errors: services throw these; the HTTP edge maps them to the envelope and a fitting status. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errCode: number = status,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message = "请求参数有误") {
    super(400, message);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = "请先登录系统") {
    super(401, message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = "没有权限") {
    super(403, message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message = "未找到") {
    super(404, message);
  }
}
export class ConflictError extends DomainError {
  constructor(message = "数据冲突，请刷新后重试") {
    super(409, message);
  }
}
export class TooManyRequestsError extends DomainError {
  constructor(message = "操作过于频繁，请稍后再试") {
    super(429, message);
  }
}
